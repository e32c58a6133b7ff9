import styled from 'styled-components';

export const ChangeSection = styled.section`
  max-inline-size: 480px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const ChangeHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;
