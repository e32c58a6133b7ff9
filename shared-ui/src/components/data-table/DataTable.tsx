import type { ReactNode } from 'react';
import { Table, TableScroller } from './DataTable.styles';

export interface DataTableColumn {
  label: string;
  /** Read by screen readers only, e.g. over a column of row actions. */
  visuallyHidden?: boolean;
}

export interface DataTableProps {
  /** Names the table. */
  caption: string;
  /** The column headers, in order. */
  columns: readonly DataTableColumn[];
  /** A header cell before the columns, e.g. a checkbox that selects every row of the page. */
  leadingHeader?: ReactNode;
  /** While the next page loads the current rows stay, dimmed and marked busy. */
  busy: boolean;
  /** Scroll sideways only on narrow screens, so that row menus may open beyond a table that fits. */
  scrollOnlyWhenNarrow?: boolean;
  /** The rows (`tr`), each with a `th scope="row"` that names it. */
  children: ReactNode;
}

/** A list's page as a real table: a caption, column headers and a header per row. */
export function DataTable({
  caption,
  columns,
  leadingHeader,
  busy,
  scrollOnlyWhenNarrow = false,
  children,
}: DataTableProps) {
  return (
    <TableScroller $scrollOnlyWhenNarrow={scrollOnlyWhenNarrow}>
      <Table $busy={busy} aria-busy={busy || undefined}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {leadingHeader}
            {columns.map((column, index) => (
              // The columns are fixed for a table: their order is their identity.
              <th key={index} scope="col">
                {column.visuallyHidden ? (
                  <span className="visually-hidden">{column.label}</span>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </TableScroller>
  );
}
