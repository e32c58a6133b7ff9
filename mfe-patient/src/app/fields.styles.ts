import styled, { css } from 'styled-components';

// The patient page's text fields and their labels: the survey, the chapters' questions and the
// message to the care team share one look (16 px and up, so a phone does not zoom into them).

/** Touch targets at least this tall (WCAG 2.5.5 asks 44 px; the page's buttons are 48). */
export const TARGET = '48px';

export const focusRing = css`
  outline: none;
  box-shadow: ${({ theme }) => theme.focusRing};
`;

/** A question's prompt: a fieldset's legend or a field's label, in the same look. */
export const promptLook = css`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

export const Label = styled.label`
  ${promptLook}
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const fieldLook = css`
  box-sizing: border-box;
  width: 100%;
  min-height: ${TARGET};
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  /* 16 px or more: phones do not zoom into the field. */
  font-size: 1.125rem;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const Input = styled.input`
  ${fieldLook}
`;

export const TextArea = styled.textarea`
  ${fieldLook}
  min-height: 6em;
  resize: vertical;
`;
