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

export const ButtonStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.sm};
  > * {
    width: 100%;
    box-sizing: border-box;
    text-align: center;
  }
  > [aria-disabled='true'] {
    opacity: 0.6;
  }
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  text-align: start;
`;

export const ChapterButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
  img {
    flex: none;
    width: 72px;
    height: 40px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const ChapterTitle = styled.span`
  flex: 1;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const ViewedMark = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Thumbnail = styled.img`
  display: block;
  width: 100%;
  max-height: 240px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Feedback = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const SentList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const SentItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** What the patient wrote, with their line breaks. */
export const SentBody = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
