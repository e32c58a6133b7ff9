import styled from 'styled-components';
import { Link } from 'react-router';

export const CampaignLink = styled(Link)`
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

export const ActionsCell = styled.td`
  inline-size: 1%;
  text-align: end;
  padding-inline-end: ${({ theme }) => theme.space.md};
`;
