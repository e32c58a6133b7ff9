import styled from 'styled-components';

/** A tab's settings: its hint first, then its fields. */
export const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Provider = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const KeyRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1;
  }
`;

export const State = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
