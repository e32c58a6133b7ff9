import styled from 'styled-components';

export const TabRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const TabButton = styled.button`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: none;
  border-block-end: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &[aria-selected='true'] {
    border-block-end-color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

export const TabPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-block-start: ${({ theme }) => theme.space.md};

  &[hidden] {
    display: none;
  }
`;
