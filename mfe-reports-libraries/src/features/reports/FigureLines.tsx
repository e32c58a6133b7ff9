import type { ReactNode } from 'react';

export interface FigureLinesProps {
  figure: ReactNode;
  /** A second figure on the line below, e.g. a share; nothing when empty. */
  under?: string | null;
}

/** What a cell of a figure table holds: a figure and, when there is one, another under it. */
export function FigureLines({ figure, under }: FigureLinesProps) {
  return (
    <>
      {figure}
      {under && (
        <>
          <br />
          {under}
        </>
      )}
    </>
  );
}

/** A dash for a figure that cannot be given, with the reason for screen readers. */
export function NoFigure({ reason }: { reason: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{reason}</span>
    </>
  );
}
