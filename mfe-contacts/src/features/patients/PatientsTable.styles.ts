import styled from 'styled-components';

/**
 * The table fits its column on wide screens, so row menus may open beyond it; only on narrow
 * screens does it scroll sideways (where the last rows open their menus upwards).
 */
export const TableScroller = styled.div`
  @media (max-width: 720px) {
    overflow-x: auto;
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Table = styled.table<{ $busy: boolean }>`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 120ms ease-in;

  caption {
    text-align: start;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.muted};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    text-align: start;
    vertical-align: middle;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }

  th:first-child,
  td:first-child {
    padding-inline-start: ${({ theme }) => theme.space.md};
  }

  thead th {
    background: ${({ theme }) => theme.colors.navBackground};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  tbody tr:last-child td,
  tbody tr:last-child th {
    border-block-end: none;
  }

  tbody tr[data-selected='true'] {
    background: ${({ theme }) => theme.colors.successSurface};
  }

  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Codes and dates read badly when broken over two lines. */
export const NoWrap = styled.td`
  white-space: nowrap;
`;

export const CheckboxCell = styled.td`
  inline-size: 1%;
  input {
    inline-size: 18px;
    block-size: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const ActionsCell = styled.td`
  inline-size: 1%;
  text-align: end;

  /* The menu opens towards the start of the row, so it stays inside the table in either direction. */
  [role='menu'] {
    inset-inline-start: auto;
    inset-inline-end: 0;
  }
`;

export const MenuIcon = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  padding-inline: ${({ theme }) => theme.space.xs};
`;
