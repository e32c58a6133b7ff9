import styled from 'styled-components';

export const CheckItems = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const CheckItem = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding-block-end: ${({ theme }) => theme.space.sm};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Severity = styled.span<{ $error: boolean }>`
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  background: ${({ theme, $error }) => ($error ? theme.colors.dangerSurface : theme.colors.navBackground)};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.text)};
`;

export const CheckPlace = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
