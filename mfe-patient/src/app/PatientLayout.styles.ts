import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  /* A long address or medicine name breaks rather than push a narrow phone's page sideways. */
  overflow-wrap: anywhere;
`;

export const TopBar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  /* A light bar keeps the shared language switcher's own colours readable. */
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 4px solid ${({ theme }) => theme.colors.primary};
`;

export const AppName = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const TenantName = styled.strong`
  display: block;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Content = styled.main`
  display: flex;
  flex: 1;
  justify-content: center;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
`;
