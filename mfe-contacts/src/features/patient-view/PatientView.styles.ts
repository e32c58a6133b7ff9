import styled from 'styled-components';

export const ViewBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** The record as label–value pairs, two columns where the dialog is wide enough. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    /* E-mail addresses and cohort titles wrap between words, and inside a word only when it cannot fit. */
    overflow-wrap: break-word;
  }
`;
