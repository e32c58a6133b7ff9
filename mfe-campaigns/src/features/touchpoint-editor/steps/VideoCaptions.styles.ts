import styled from 'styled-components';

/** A group of the video field without a frame of its own: it sits inside the chapter's card. */
export const CaptionsGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

export const CaptionsLegend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;
