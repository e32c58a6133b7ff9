import styled, { css } from 'styled-components';
import { controlBox } from '../form/FieldFrame.styles';

export const ComboboxWrapper = styled.div`
  position: relative;
`;

export const ComboboxInput = styled.input`
  inline-size: 100%;
  min-block-size: 40px;
  ${controlBox}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** A box below the field, over what follows it. */
const popup = css`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space.xs});
  inset-inline: 0;
  z-index: 900;
  max-block-size: 280px;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const Listbox = styled.ul`
  ${popup}
`;

export const ListOption = styled.li<{ $active: boolean }>`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.navBackground : 'transparent')};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.focus}` : 'none')};
  outline-offset: -2px;
  &[aria-selected='true'] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const NoMatches = styled.p`
  ${popup}
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;
