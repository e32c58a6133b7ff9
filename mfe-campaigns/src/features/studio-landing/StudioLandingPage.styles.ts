import styled from 'styled-components';

/** The page's main action, at the start of the content, above the list. */
export const TopBar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
