import styled from 'styled-components';

export const RichText = styled.div`
  width: 100%;
  text-align: start;
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.5;
  a {
    color: ${({ theme }) => theme.colors.focus};
  }
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const ChapterList = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  text-align: start;
`;

export const ChapterItem = styled.li`
  padding: ${({ theme }) => theme.space.xs} 0;
  &[aria-current='true'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

export const Disclaimer = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
