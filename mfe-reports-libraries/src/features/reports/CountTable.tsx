import type { Key, ReactNode } from 'react';
import { FigureTable } from './Reports.styles';

export interface CountTableRow {
  key: Key;
  /** The row's header: what its figures are of. */
  heading: ReactNode;
  cells: ReactNode[];
}

export interface CountTableProps {
  /** Also the table's accessible name. */
  caption: string;
  /** The column headers, the rows' own first. */
  columns: string[];
  rows: CountTableRow[];
}

/** A small table of figures: a caption, a header per column, and per row its header and its figures. */
export function CountTable({ caption, columns, rows }: CountTableProps) {
  return (
    <FigureTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            // The columns are fixed: their place is what tells them apart.
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.heading}</th>
            {row.cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}
