import styled from 'styled-components';

export const SwitcherWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const SwitcherLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Lists every language in its own name, in the system fonts: in Montserrat the names alone would make
 * every page download its Cyrillic and Latin Extended files.
 */
export const SwitcherSelect = styled.select`
  font-family: ${({ theme }) => theme.fonts.system};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  max-inline-size: 100%;
`;
