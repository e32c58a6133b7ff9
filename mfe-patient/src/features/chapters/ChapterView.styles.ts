import styled from 'styled-components';
import { promptLook } from '../../app/fields.styles';

export const ChapterCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 640px;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  box-sizing: border-box;
  text-align: start;
`;

export const Eyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text};
`;

export const SubHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

export const Video = styled.video`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  /* Captions at the page's text size (and its zoom), not a twentieth of a phone-sized video's height. */
  &::cue {
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.4;
  }
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

export const LinkButton = styled.button`
  align-self: flex-start;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

/** The arrow of 'All chapters', pointing back in the page's reading direction. */
export const BackArrow = styled.span`
  display: inline-block;
  margin-inline-end: ${({ theme }) => theme.space.xs};
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;

export const Countdown = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const CountdownFigure = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
`;

export const Question = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** A question's prompt on the fieldset's border: a long one wraps inside the border, never past it. */
export const Prompt = styled.legend`
  ${promptLook}
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space.xs};
`;

export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  color: ${({ theme }) => theme.colors.text};
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0;
  }
`;

export const Result = styled.div<{ $good: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-inline-start: 4px solid ${({ theme, $good }) => ($good ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme, $good }) => ($good ? theme.colors.successSurface : theme.colors.dangerSurface)};
  color: ${({ theme }) => theme.colors.text};
  p,
  dl,
  dd {
    margin: 0;
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const Keywords = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Keyword = styled.li<{ $found: boolean }>`
  padding: 2px ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $found }) => ($found ? theme.colors.success : theme.colors.muted)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ $found }) => ($found ? 700 : 400)};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
