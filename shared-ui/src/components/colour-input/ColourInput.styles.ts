import styled from 'styled-components';

export const Swatch = styled.span`
  flex: none;
  inline-size: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  /* A checkerboard-free neutral so "no colour" still reads as an empty box. */
  background: ${({ theme }) => theme.colors.background};
`;

export const Picker = styled.input`
  flex: none;
  inline-size: 44px;
  min-block-size: 40px;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;
