import styled, { css, type DefaultTheme } from 'styled-components';
import type { CampaignStatus } from '@outreach/shared-contracts/core';

type Tone = (theme: DefaultTheme) => ReturnType<typeof css>;

/** What a badge shows: a campaign's status, or that a touchpoint of it waits for the viewer's review. */
export type BadgeTone = CampaignStatus | 'awaiting_review';

/** Live campaigns and work waiting for the viewer stand out; finished and archived ones step back. */
const tones: Record<BadgeTone, Tone> = {
  awaiting_review: (theme) => css`
    background: ${theme.colors.surface};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primaryHover};
  `,
  draft: (theme) => css`
    background: ${theme.colors.background};
    border-color: ${theme.colors.border};
    color: ${theme.colors.text};
  `,
  active: (theme) => css`
    background: ${theme.colors.successSurface};
    border-color: ${theme.colors.success};
    color: ${theme.colors.success};
  `,
  completed: (theme) => css`
    background: ${theme.colors.navBackground};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primaryHover};
  `,
  archived: (theme) => css`
    background: ${theme.colors.surface};
    border-color: ${theme.colors.border};
    color: ${theme.colors.muted};
  `,
};

export const Badge = styled.span<{ $status: BadgeTone }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  ${({ theme, $status }) => tones[$status](theme)}
`;
