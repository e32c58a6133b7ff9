import styled from 'styled-components';

export const MenuWrapper = styled.div`
  position: relative;
  display: inline-block;
`;

export const MenuTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  &:hover {
    background: ${({ theme }) => theme.colors.navBackground};
  }
`;

export const Menu = styled.div<{ $placement: 'below' | 'above' }>`
  position: absolute;
  ${({ $placement }) => ($placement === 'above' ? 'inset-block-end: 100%;' : 'inset-block-start: 100%;')}
  inset-inline-start: 0;
  z-index: 900;
  min-inline-size: 200px;
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const MenuItem = styled.button`
  text-align: start;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.navBackground};
  }
`;
