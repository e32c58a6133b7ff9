import styled from 'styled-components';
import { Card } from '../components/card/Card';

/** Alone on the page, under no layout: the card keeps off the top and centres itself. */
export const StandaloneCard = styled(Card)`
  margin: ${({ theme }) => theme.space.xxl} auto;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const LinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: 40px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;
