import styled from 'styled-components';

export const ActionsCell = styled.td`
  inline-size: 1%;
  text-align: end;
  padding-inline-end: ${({ theme }) => theme.space.md};
`;
