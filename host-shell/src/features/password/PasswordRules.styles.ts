import styled from 'styled-components';

export const Rules = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p,
  ul {
    margin: 0;
  }

  ul {
    padding: 0;
    list-style: none;
  }
`;

/** A rule: its mark says whether the password keeps it, in colour and in shape. */
export const Rule = styled.li<{ $kept: boolean | null }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $kept }) =>
    $kept === true ? theme.colors.success : $kept === false ? theme.colors.text : theme.colors.muted};
`;

/** Words for screen readers only: the mark beside them says the same to the eye. */
export const Unseen = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
