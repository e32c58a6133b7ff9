import styled from 'styled-components';

export const ToastBox = styled.div<{ $variant: 'success' | 'error' }>`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space.lg};
  inset-inline-end: ${({ theme }) => theme.space.lg};
  z-index: 1100;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  background: ${({ theme, $variant }) => ($variant === 'error' ? theme.colors.dangerSurface : theme.colors.successSurface)};
  color: ${({ theme, $variant }) => ($variant === 'error' ? theme.colors.danger : theme.colors.success)};
`;

export const ToastClose = styled.button`
  border: none;
  background: transparent;
  color: inherit;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
`;
