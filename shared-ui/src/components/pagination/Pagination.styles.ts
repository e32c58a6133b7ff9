import styled from 'styled-components';

export const PaginationNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const PageSize = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Smaller than a form's select: it sits in a row of buttons. */
export const PageSizeSelect = styled.select`
  min-block-size: 36px;
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

export const Range = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export const Steps = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const CurrentPage = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  min-inline-size: 5ch;
  text-align: center;
`;
