import { useId } from 'react';
import { Bar, BarFill, Muted } from './ImportWizard.styles';

export interface ProgressBarProps {
  label: string;
  value: number;
  max: number;
  /** What the bar means in words, shown below it and read by screen readers. */
  valueText: string;
}

/** A determinate progress bar with its value in words. */
export function ProgressBar({ label, value, max, valueText }: ProgressBarProps) {
  const textId = useId();
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <div>
      <Bar
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={valueText}
        aria-describedby={textId}
      >
        <BarFill style={{ inlineSize: `${share * 100}%` }} />
      </Bar>
      <Muted id={textId}>{valueText}</Muted>
    </div>
  );
}
