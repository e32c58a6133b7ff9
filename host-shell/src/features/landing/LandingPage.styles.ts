import styled from 'styled-components';

export const LandingSection = styled.section`
  max-inline-size: 640px;
  margin-inline: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xxl};
`;

export const LandingTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.primaryHover};
`;

export const LandingBody = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;
