import styled from 'styled-components';

export const EditorFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** The fields patients see on their page, grouped under a legend. */
export const PatientFields = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const TextAreaField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  textarea {
    min-height: 72px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
    resize: vertical;
  }

  textarea:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;
