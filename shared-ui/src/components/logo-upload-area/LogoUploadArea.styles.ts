import styled from 'styled-components';

export const DropZone = styled.div<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $active }) => ($active ? theme.colors.navBackground : theme.colors.surface)};
  text-align: center;
`;

export const Preview = styled.img`
  max-inline-size: 160px;
  max-block-size: 80px;
  object-fit: contain;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Refusal = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export const Track = styled.div`
  inline-size: 100%;
  block-size: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.border};
`;

export const Bar = styled.div`
  block-size: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;
