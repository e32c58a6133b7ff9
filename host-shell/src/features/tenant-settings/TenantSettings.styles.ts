import styled from 'styled-components';

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-height: 65vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs};
`;

export const ChangedNotice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const SaveError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
`;

export const FooterButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
