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
  /* Wide enough for a cohort title of two or three words to break between words, not inside one. */
  grid-template-columns: minmax(16rem, 18rem) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  /* Below this the table needs the whole width; the cohorts come first, above it. */
  @media (max-width: 1180px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const SectionLinks = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  a {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-block-end: 3px solid transparent;
  }

  a[aria-current='page'] {
    border-block-end-color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
