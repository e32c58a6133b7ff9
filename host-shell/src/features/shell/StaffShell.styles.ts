import styled from 'styled-components';

export const ShellFrame = styled.div`
  display: flex;
  min-block-size: 100vh;
`;

export const ShellContent = styled.div`
  flex: 1;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
`;

export const ShellHeader = styled.header`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const ShellMain = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space.lg};
  &:focus {
    outline: none;
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space.sm};
  inset-block-start: -100px;
  z-index: 1200;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus {
    inset-block-start: ${({ theme }) => theme.space.sm};
  }
`;
