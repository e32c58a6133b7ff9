import styled from 'styled-components';

export const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-inline-start: auto;
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  /* Below this the table needs the whole width; the cohorts come first, above it. */
  @media (max-width: 1180px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
