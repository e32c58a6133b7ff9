import { Link } from 'react-router';
import styled from 'styled-components';

export const NavBar = styled.nav`
  min-inline-size: ${({ theme }) => theme.sizes.sideNavMinWidth};
  inline-size: ${({ theme }) => theme.sizes.sideNavMinWidth};
  flex-shrink: 0;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  background: ${({ theme }) => theme.colors.navBackground};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  padding-block: ${({ theme }) => theme.space.md};
  position: sticky;
  inset-block-start: 0;
  block-size: 100vh;
`;

export const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const NavLinkItem = styled(Link)<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-inline: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  &:hover {
    background: ${({ theme, $active }) => ($active ? theme.colors.primaryHover : theme.colors.surface)};
  }
`;

export const NavLabel = styled.span`
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

export const NavFooter = styled.div`
  display: flex;
  justify-content: center;
`;

/** Holds the icon, with the badge on its top corner (the end one, so it follows right-to-left). */
export const NavIconFrame = styled.span`
  position: relative;
  display: inline-flex;
`;

export const NavBadge = styled.span`
  position: absolute;
  inset-block-start: -${({ theme }) => theme.space.xs};
  inset-inline-end: -${({ theme }) => theme.space.sm};
  min-inline-size: 1.25rem;
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.25rem;
  text-align: center;
`;
