import styled, { css } from 'styled-components';

/**
 * On narrow screens the table scrolls sideways rather than crushing its columns. A table whose rows
 * open menus may scroll only there, so that on wide screens a menu can open beyond the table.
 */
export const TableScroller = styled.div<{ $scrollOnlyWhenNarrow: boolean }>`
  ${({ $scrollOnlyWhenNarrow }) =>
    $scrollOnlyWhenNarrow
      ? css`
          @media (max-width: 720px) {
            overflow-x: auto;
          }
        `
      : css`
          overflow-x: auto;
        `}
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

/** Codes, counts and dates read badly when broken over two lines. */
export const NoWrapCell = styled.td`
  white-space: nowrap;
`;
