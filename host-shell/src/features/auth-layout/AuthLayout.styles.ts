import styled from 'styled-components';

export const AuthMain = styled.main`
  min-block-size: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.navBackground};
`;

export const AuthTop = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.md};
  inset-inline-end: ${({ theme }) => theme.space.md};
`;

export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const AuthActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const AuthSuccess = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSurface};
  color: ${({ theme }) => theme.colors.success};
`;

export const ToggleButton = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryHover};
  padding: 0 ${({ theme }) => theme.space.sm};
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;
