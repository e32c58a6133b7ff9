import styled from 'styled-components';

export const TableScroller = styled.div`
  overflow-x: auto;
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
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    text-align: start;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
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
