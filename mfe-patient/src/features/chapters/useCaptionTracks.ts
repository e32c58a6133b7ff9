import { useEffect, useState } from 'react';
import type { InteractionMedia, LanguageCode } from '@outreach/shared-contracts/core';
import { languageNames } from '@outreach/shared-ui';

export type Captions = InteractionMedia['videos'][number]['captions'];

export interface CaptionTrack {
  language: LanguageCode;
  /** The language's own name, as the player's captions menu lists it. */
  label: string;
  /** A `blob:` address of the WebVTT text: the page's own origin, so no cross-origin rules apply. */
  src: string;
}

/**
 * The video's captions as `<track>` sources. The API sends their text with the signed media (behind
 * the patient's session), so each becomes a local blob address, released when the chapter closes.
 */
export function useCaptionTracks(captions: Captions): CaptionTrack[] {
  const [tracks, setTracks] = useState<CaptionTrack[]>([]);
  useEffect(() => {
    const made = captions.map(({ language, vtt }) => ({
      language,
      label: languageNames[language],
      src: URL.createObjectURL(new Blob([vtt], { type: 'text/vtt' })),
    }));
    setTracks(made);
    return () => {
      for (const track of made) URL.revokeObjectURL(track.src);
    };
  }, [captions]);
  return tracks;
}
