import { NavLink } from 'react-router';
import styled from 'styled-components';

export const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const ViewLink = styled(NavLink)`
  display: inline-block;
  padding-block: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  border-block-end: 2px solid transparent;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryHover};
    border-block-end-color: currentColor;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;
