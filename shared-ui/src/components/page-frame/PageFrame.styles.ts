import styled from 'styled-components';

export const Frame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  max-width: 1200px;
`;

export const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  max-width: 60ch;
`;

export const EmptyIcon = styled.svg`
  width: 48px;
  height: 48px;
  color: ${({ theme }) => theme.colors.primary};
`;
