import styled from 'styled-components';

export const StateCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 10rem;
`;

/** The bar fills from the start of the line: from the right in right-to-left languages. */
export const Progress = styled.progress`
  inline-size: 100%;
  block-size: ${({ theme }) => theme.space.sm};
  accent-color: ${({ theme }) => theme.colors.primaryHover};
`;

export const DownloadLink = styled.a`
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;
