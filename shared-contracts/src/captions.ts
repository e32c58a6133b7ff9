/**
 * Captions of a library video: one WebVTT file per language, checked the same way by the studio
 * before it uploads one and by the API before it stores one.
 */

/** The largest captions file accepted (a ten-minute video's captions take about 15 KB). */
export const CAPTIONS_MAX_BYTES = 256 * 1024;

export type WebVttProblem =
  | { code: 'too_large' }
  | { code: 'not_webvtt' }
  | { code: 'no_cues' }
  | { code: 'bad_cue_time'; line: number };

/** What each problem says, for a field or an API answer. */
export function webVttProblemMessage(problem: WebVttProblem): string {
  switch (problem.code) {
    case 'too_large':
      return `Use a captions file of at most ${CAPTIONS_MAX_BYTES / 1024} KB.`;
    case 'not_webvtt':
      return 'Use a WebVTT captions file: its first line is WEBVTT.';
    case 'no_cues':
      return 'The captions file has no captions in it.';
    case 'bad_cue_time':
      return `Line ${problem.line} of the captions file needs a time such as 00:01.000 --> 00:04.000, ending after it starts.`;
  }
}

/** `mm:ss.ttt` or `hh:mm:ss.ttt`, in milliseconds; null when it is not a WebVTT timestamp. */
function timestamp(text: string): number | null {
  const match = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/.exec(text);
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(millis);
}

const encoder = new TextEncoder();

/**
 * Checks a WebVTT file as browsers read it: the `WEBVTT` header, then blocks separated by blank lines,
 * where a block whose first or second line holds `-->` is a cue and must have a start and an end
 * time, the end after the start. Returns the first problem, or null and the number of cues.
 */
export function checkWebVtt(text: string): { problem: WebVttProblem } | { problem: null; cues: number } {
  if (encoder.encode(text).byteLength > CAPTIONS_MAX_BYTES) return { problem: { code: 'too_large' } };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return { problem: { code: 'not_webvtt' } };
  let cues = 0;
  let index = 1;
  while (index < lines.length) {
    if ((lines[index] ?? '').trim() === '') {
      index += 1;
      continue;
    }
    const start = index;
    while (index < lines.length && (lines[index] ?? '').trim() !== '') index += 1;
    const block = lines.slice(start, index);
    const timingAt = block.slice(0, 2).findIndex((line) => line.includes('-->'));
    if (timingAt === -1) continue;
    const [from = '', rest = ''] = (block[timingAt] ?? '').split('-->');
    const [to = ''] = rest.trim().split(/[ \t]+/);
    const begins = timestamp(from.trim());
    const ends = timestamp(to);
    if (begins === null || ends === null || ends <= begins) {
      return { problem: { code: 'bad_cue_time', line: start + timingAt + 1 } };
    }
    cues += 1;
  }
  return cues === 0 ? { problem: { code: 'no_cues' } } : { problem: null, cues };
}
