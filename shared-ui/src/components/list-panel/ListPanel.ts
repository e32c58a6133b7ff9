import styled from 'styled-components';

/** A list page's column: its search and filters, its table or state, and its pager, one under another. */
export const ListPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;
