import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, errorMessage, languageNames } from '@outreach/shared-ui';
import type { LanguageCode, Video } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { deleteVideoCaptions, putVideoCaptions } from '../api';
import { FieldError } from '../fields/Fields.styles';
import { AddCaptions } from './AddCaptions';
import { ItemList, Note, Row } from './Step.styles';
import { useCaptionsFile } from './useCaptionsFile';
import { CaptionsGroup, CaptionsLegend } from './VideoCaptions.styles';

export interface VideoCaptionsProps {
  video: Video;
  /** The language new captions are in unless another is chosen: the one being edited. */
  language: LanguageCode;
  /** Takes the video as the API answered it after a change of its captions. */
  onChange: (video: Video) => Promise<unknown>;
}

interface Change {
  kind: 'add' | 'remove';
  language: LanguageCode;
}

const messageKeys = {
  add: { working: 'captions.adding', done: 'captions.added' },
  remove: { working: 'captions.removing', done: 'captions.removed' },
} as const;

/** The languages a library video has captions in, and the ways to add and remove them. */
export function VideoCaptions({ video, language, onChange }: VideoCaptionsProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const readFile = useCaptionsFile();
  const group = useRef<HTMLFieldSetElement>(null);
  const [change, setChange] = useState<Change | null>(null);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Captions belong to the library video: removing them changes every touchpoint that shows it.
  const [removing, setRemoving] = useState<LanguageCode | null>(null);

  const run = async (next: Change, call: () => Promise<Video>) => {
    const keys = messageKeys[next.kind];
    const name = languageNames[next.language];
    setChange(next);
    setProblem(null);
    setFailure(null);
    setStatus(t(keys.working, { language: name }));
    try {
      await onChange(await call());
      setStatus(t(keys.done, { language: name }));
    } catch (error) {
      setStatus('');
      setFailure(errorMessage(error, tCommon));
    } finally {
      setChange(null);
    }
  };

  const add = async (code: LanguageCode, file: File) => {
    setStatus('');
    setFailure(null);
    const read = await readFile(file);
    setProblem(read.problem);
    if (read.problem === null)
      await run({ kind: 'add', language: code }, () => putVideoCaptions(video.id, code, read.vtt));
  };

  const remove = async (code: LanguageCode) => {
    await run({ kind: 'remove', language: code }, () => deleteVideoCaptions(video.id, code));
    // The button pressed is gone (or was disabled while the call ran); the keyboard carries on from here.
    group.current?.focus();
  };

  return (
    <CaptionsGroup ref={group} tabIndex={-1} aria-busy={change ? true : undefined}>
      <CaptionsLegend>{t('captions.legend')}</CaptionsLegend>
      {video.captions.length === 0 ? (
        <Note>{t('captions.none')}</Note>
      ) : (
        <ItemList as="ul">
          {video.captions.map((code) => (
            <li key={code}>
              <Row>
                <span lang={code}>{languageNames[code]}</span>
                <Button
                  type="button"
                  $variant="link"
                  disabled={change !== null}
                  aria-label={t('captions.removeLabel', { language: languageNames[code] })}
                  onClick={() => setRemoving(code)}
                >
                  {t('captions.remove')}
                </Button>
              </Row>
            </li>
          ))}
        </ItemList>
      )}
      <Note>{t('captions.live')}</Note>
      <AddCaptions
        present={video.captions}
        initialLanguage={language}
        busy={change !== null}
        problem={problem}
        onFile={add}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('captions.removeTitle', { language: removing ? languageNames[removing] : '' })}
        message={t('captions.removeMessage', {
          language: removing ? languageNames[removing] : '',
          video: video.title,
        })}
        confirmLabel={t('captions.removeConfirm')}
        cancelLabel={t('form.cancel')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const code = removing;
          setRemoving(null);
          if (code) void remove(code);
        }}
      />
      <Note role="status">{status}</Note>
      {failure && <FieldError role="alert">{failure}</FieldError>}
    </CaptionsGroup>
  );
}
