import styled from 'styled-components';

/**
 * The small card of a screen that stands alone: the sign-in and password screens, and a staff
 * area asking to sign in at the shell first. Its parts share one spacing, so content lines up.
 */
export const Card = styled.section`
  inline-size: min(420px, 100%);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  border-block-start: 6px solid ${({ theme }) => theme.colors.primary};
`;

/** The card's title: the screen's one heading. */
export const CardHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const CardText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/** A failure inside the card; give it `role="alert"` when it appears after an action. */
export const CardAlert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
`;
