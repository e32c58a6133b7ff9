import styled from 'styled-components';

export const AlertMessage = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
