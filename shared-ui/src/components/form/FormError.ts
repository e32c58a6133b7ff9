import styled from 'styled-components';

/** A failure of a whole form, under its fields; give it `role="alert"` when it appears after an action. */
export const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
