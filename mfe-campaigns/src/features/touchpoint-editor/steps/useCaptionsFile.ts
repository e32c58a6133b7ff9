import { useCallback } from 'react';
import { CAPTIONS_MAX_BYTES, checkWebVtt, type WebVttProblem } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useCampaignsFormat } from '../../../i18n/useCampaignsFormat';

/** A chosen captions file's text, or what is wrong with it in the user's language. */
export type CaptionsFile = { vtt: string; problem: null } | { problem: string };

// Enough for checkWebVtt to call an oversized file too large (the limit, one byte over it, and the
// three of a byte-order mark, which the text it measures leaves out) without reading a whole video
// picked by mistake into memory.
const READ_AT_MOST = CAPTIONS_MAX_BYTES + 4;

const problemKeys: Record<WebVttProblem['code'], string> = {
  too_large: 'captions.problem.tooLarge',
  not_webvtt: 'captions.problem.notWebVtt',
  no_cues: 'captions.problem.noCues',
  bad_cue_time: 'captions.problem.badCueTime',
};

// jsdom's Blob has no text(); FileReader is there in browsers and tests alike.
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(blob, 'utf-8');
  });
}

/**
 * Reads a captions file in the browser and checks it with the contract's rule, the one the API applies
 * too, so a file the API would refuse is never sent.
 */
export function useCaptionsFile(): (file: Blob) => Promise<CaptionsFile> {
  const { t } = useAreaTranslation();
  const format = useCampaignsFormat();
  return useCallback(
    async (file) => {
      let text: string;
      try {
        text = await readText(file.slice(0, READ_AT_MOST));
      } catch {
        return { problem: t('captions.problem.unreadable') };
      }
      const { problem } = checkWebVtt(text);
      if (!problem) return { vtt: text, problem: null };
      return {
        problem: t(problemKeys[problem.code], {
          size: format.number(CAPTIONS_MAX_BYTES / 1024),
          line: problem.code === 'bad_cue_time' ? format.number(problem.line) : undefined,
        }),
      };
    },
    [t, format],
  );
}
