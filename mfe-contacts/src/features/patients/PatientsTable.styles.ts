import styled from 'styled-components';
import { Button } from '@outreach/shared-ui';

export const CheckboxCell = styled.td`
  inline-size: 1%;
  input {
    inline-size: 18px;
    block-size: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const ActionsCell = styled.td`
  inline-size: 1%;
  text-align: end;

  /* The menu opens towards the start of the row, so it stays inside the table in either direction. */
  [role='menu'] {
    inset-inline-start: auto;
    inset-inline-end: 0;
  }
`;

export const MenuIcon = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  padding-inline: ${({ theme }) => theme.space.xs};
`;

/** The name opens the patient: a link in look, sized to the row rather than to a toolbar. */
export const NameButton = styled(Button)`
  min-block-size: 24px;
  padding: 0;
  justify-content: flex-start;
  text-align: start;
`;
