import styled from 'styled-components';

export const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navBackground};
`;

export const Count = styled.p`
  margin: 0;
  margin-inline-end: auto;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Limit = styled.p`
  margin: 0;
  inline-size: 100%;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
