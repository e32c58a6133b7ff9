import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

/** The platform's button; `$variant` picks its colours from the theme. */
export const Button = styled.button<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: 40px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${theme.colors.secondary};
          color: ${theme.colors.primaryHover};
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          border-color: ${theme.colors.danger};
          color: ${theme.colors.onPrimary};
        `;
      case 'link':
        return css`
          background: transparent;
          border-color: transparent;
          color: ${theme.colors.primaryHover};
          text-decoration: underline;
          padding-inline: ${theme.space.xs};
        `;
      default:
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `;
    }
  }}
  /* aria-disabled: a button that keeps the keyboard's focus while it cannot act (a file going up). */
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
