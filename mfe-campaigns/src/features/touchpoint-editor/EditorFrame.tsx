import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSetAtom } from 'jotai';
import type { LanguageCode, Touchpoint } from '@outreach/shared-contracts/core';
import { campaignDraftAtom } from '../create/campaignDraft';
import { ChecksPanel } from './ChecksPanel';
import { EditLanguagePicker } from './EditLanguagePicker';
import { EditorContext, type EditorValue } from './EditorContext';
import { isEditorStep, stepOfPath, type EditorStep } from './editorSteps';
import { LeaveGuard } from './leave/LeaveGuard';
import { useFocusField, type FieldTarget } from './problems/useFocusField';
import { SaveStatus } from './SaveStatus';
import { StepContent } from './StepContent';
import { StepList } from './StepList';
import { useAutosave } from './useAutosave';
import { Aside, FrameHeader, FrameLayout, Main } from './EditorFrame.styles';

export interface EditorFrameProps {
  initial: Touchpoint;
}

/** The builder: its steps, the language being written, the save state and the check list. */
export function EditorFrame({ initial }: EditorFrameProps) {
  const autosave = useAutosave(initial);
  const { saved, edit, change, adopt, problems } = autosave;
  const [params, setParams] = useSearchParams();
  const requested = params.get('step');
  // Who is asked to review opens on the review, not on the fields of the first step.
  const firstStep: EditorStep = initial.awaiting_your_review ? 'review' : 'basics';
  const step: EditorStep = isEditorStep(requested) ? requested : firstStep;
  const [chosenLanguage, setLanguage] = useState<LanguageCode>(initial.content.default_language);
  // A language removed in the languages step can no longer be the one being written.
  const language = edit.content.languages.includes(chosenLanguage)
    ? chosenLanguage
    : edit.content.default_language;
  const setDraft = useSetAtom(campaignDraftAtom);

  const goTo = useCallback(
    (next: EditorStep) =>
      setParams((current) => {
        const nextParams = new URLSearchParams(current);
        nextParams.set('step', next);
        return nextParams;
      }),
    [setParams],
  );
  const main = useRef<HTMLDivElement>(null);
  const [target, setTarget] = useState<FieldTarget | null>(null);
  useFocusField(target, main);
  const goToField = useCallback(
    (path: string, fieldLanguage?: LanguageCode) => {
      goTo(stepOfPath(path));
      if (fieldLanguage) setLanguage(fieldLanguage);
      setTarget({ path, at: Date.now() });
    },
    [goTo],
  );

  const { content } = edit;
  useEffect(() => {
    setDraft((draft) => ({
      ...draft,
      touchPointId: saved.id,
      touchPointName: edit.name,
      videoIds: content.chapters.flatMap((chapter) => (chapter.video_id ? [chapter.video_id] : [])),
      landingPageId: content.landing_page.template_id,
      emailTemplateId: content.email.template_id,
      smsTemplateId: content.sms.template_id,
      chapterOrder: content.chapters.map((chapter) => chapter.key),
      distributionType: content.channels,
    }));
  }, [content, edit.name, saved.id, setDraft]);

  const value = useMemo<EditorValue>(
    () => ({
      touchpoint: saved,
      name: edit.name,
      content: edit.content,
      language,
      setName: (name) => change((current) => ({ ...current, name })),
      update: (next) => change((current) => ({ ...current, content: next(current.content) })),
      adopt,
      problems,
      goToField,
    }),
    [saved, edit, language, change, adopt, problems, goToField],
  );

  return (
    <EditorContext.Provider value={value}>
      <FrameHeader>
        <SaveStatus autosave={autosave} onShowProblem={goToField} />
        <EditLanguagePicker
          languages={content.languages}
          value={language}
          checks={saved.checks}
          onChange={setLanguage}
        />
      </FrameHeader>
      <FrameLayout>
        <Aside>
          <StepList current={step} onSelect={goTo} />
          <ChecksPanel checks={saved.checks} problems={problems} content={content} onGoTo={goToField} />
        </Aside>
        <Main ref={main}>
          <StepContent step={step} onMove={goTo} />
        </Main>
      </FrameLayout>
      <LeaveGuard unsaved={autosave.unsaved} />
    </EditorContext.Provider>
  );
}
