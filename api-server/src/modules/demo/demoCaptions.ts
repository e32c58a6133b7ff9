import type { LanguageCode } from '@outreach/shared-contracts';

/** A WebVTT file of cues two seconds long each, one after the other from the start. */
function webVtt(lines: readonly string[]): string {
  const at = (second: number) => `00:${String(second).padStart(2, '0')}.000`;
  const cues = lines.map((line, index) => `${at(index * 2)} --> ${at(index * 2 + 2)}\n${line}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/**
 * Captions of the demo's two videos (media/chapter-1.mp4 and chapter-2.mp4, six seconds each, which
 * show the chapter's title over a pattern and say nothing): what the video is and who it is from.
 */
export const demoCaptions: readonly [
  Partial<Record<LanguageCode, string>>,
  Partial<Record<LanguageCode, string>>,
] = [
  {
    en: webVtt([
      'Chapter 1: Your medicines',
      'This short video is about your medicines.',
      'It comes from your care team.',
    ]),
    es: webVtt([
      'Capítulo 1: Sus medicamentos',
      'Este video corto trata sobre sus medicamentos.',
      'Se lo envía su equipo de atención.',
    ]),
  },
  {
    en: webVtt([
      'Chapter 2: When to call us',
      'This short video is about when to call us.',
      'It comes from your care team.',
    ]),
    es: webVtt([
      'Capítulo 2: Cuándo llamarnos',
      'Este video corto trata sobre cuándo llamarnos.',
      'Se lo envía su equipo de atención.',
    ]),
  },
];
