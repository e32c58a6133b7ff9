import styled from 'styled-components';
import { Link } from 'react-router';

/** A link inside the app written as words: bold, underlined on hover, with the focus ring. */
export const TextLink = styled(Link)`
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
