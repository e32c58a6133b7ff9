import styled, { css } from 'styled-components';
import { focusRing, promptLook, TARGET } from '../../../app/fields.styles';

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  ${promptLook}
`;

export const RequiredMark = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.muted};
`;

export const ErrorText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const OptionList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A radio or checkbox with its text, the whole box a target. */
export const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${TARGET};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  overflow-wrap: anywhere;
  input {
    flex: none;
    width: 1.25em;
    height: 1.25em;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.navBackground};
  }
  &:has(input:focus-visible) {
    ${focusRing}
  }
`;

/** Choices side by side (a rating, Yes / No / Not Sure) that wrap on a narrow screen or large text. */
export const Segments = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Segment = styled.label<{ $wide?: boolean }>`
  position: relative;
  display: flex;
  flex: ${({ $wide }) => ($wide ? '1 1 6em' : '0 0 auto')};
  align-items: center;
  justify-content: center;
  min-width: ${TARGET};
  min-height: ${TARGET};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  box-sizing: border-box;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  cursor: pointer;
  /* The radio stays in the page for keyboards and screen readers; the box is what shows. */
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &:has(input:focus-visible) {
    ${focusRing}
  }
  @media (forced-colors: active) {
    &:has(input:checked) {
      outline: 4px solid Highlight;
    }
  }
`;

export const StatusLine = styled.p<{ $tone: 'muted' | 'success' | 'danger' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 1.5em;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.muted : theme.colors[$tone])};
`;

const secondaryButton = css`
  min-height: ${TARGET};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const SecondaryButton = styled.button`
  ${secondaryButton}
`;
