import styled from 'styled-components';

export const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  align-self: start;
`;

export const AsideHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const NewCohortButton = styled.button`
  white-space: nowrap;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  cursor: pointer;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const CohortItems = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const CohortItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  /* Row menus open towards the start of the row, so they stay on screen in either direction. */
  [role='menu'] {
    inset-inline-start: auto;
    inset-inline-end: 0;
  }
`;

export const CohortButton = styled.button`
  flex: 1;
  min-inline-size: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.navBackground};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.navBackground};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * Titles run to 100 characters: they wrap between words rather than hide their end, and break inside
 * a word (hyphenated where the language allows) only when the word alone is wider than the panel.
 */
export const CohortTitle = styled.span`
  min-inline-size: 0;
  word-break: normal;
  overflow-wrap: break-word;
  hyphens: auto;
`;

export const CountBadge = styled.span`
  flex-shrink: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const PanelError = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const MenuIcon = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  padding-inline: ${({ theme }) => theme.space.xs};
`;
