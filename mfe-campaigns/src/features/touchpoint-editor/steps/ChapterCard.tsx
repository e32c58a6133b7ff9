import { useState } from 'react';
import { Button, ConfirmDialog } from '@outreach/shared-ui';
import type { Chapter } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useEditor } from '../EditorContext';
import { RichTextField } from '../fields/RichTextField';
import { TranslatedTextField } from '../fields/TranslatedTextField';
import { UploadField } from '../fields/UploadField';
import { textIn, withText } from '../localized';
import { QuestionsEditor } from './QuestionsEditor';
import { ItemCard, ItemLegend, Row } from './Step.styles';
import { VideoField } from './VideoField';

export interface ChapterCardProps {
  chapter: Chapter;
  index: number;
  count: number;
  onChange: (chapter: Chapter) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One chapter: its title, video, thumbnail, notes and questions, and its place among the others. */
export function ChapterCard({ chapter, index, count, onChange, onMove, onRemove }: ChapterCardProps) {
  const { t } = useAreaTranslation();
  const { language } = useEditor();
  const title = textIn(chapter.title, language);
  const legend = t('chapters.legend', { number: index + 1, title });
  const change = (next: Partial<Chapter>) => onChange({ ...chapter, ...next });
  // A chapter goes with its questions and texts in every language: the author says so first.
  const [confirming, setConfirming] = useState(false);

  return (
    <ItemCard data-field={`chapters.${index}`} tabIndex={-1}>
      <ItemLegend>{legend}</ItemLegend>
      <Row>
        <Button
          type="button"
          $variant="secondary"
          disabled={index === 0}
          aria-label={t('chapters.moveUp', { number: index + 1 })}
          onClick={() => onMove(index - 1)}
        >
          {t('chapters.up')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={index === count - 1}
          aria-label={t('chapters.moveDown', { number: index + 1 })}
          onClick={() => onMove(index + 1)}
        >
          {t('chapters.down')}
        </Button>
        <Button
          type="button"
          $variant="danger"
          aria-label={t('chapters.removeLabel', { number: index + 1 })}
          onClick={() => setConfirming(true)}
        >
          {t('chapters.remove')}
        </Button>
      </Row>
      <ConfirmDialog
        open={confirming}
        title={t('chapters.removeTitle', { number: index + 1 })}
        message={t(title ? 'chapters.removeMessage' : 'chapters.removeMessageUntitled', {
          title,
          questions: chapter.questions.length,
        })}
        confirmLabel={t('chapters.removeConfirm')}
        cancelLabel={t('form.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
      />
      <TranslatedTextField
        label={t('chapters.title')}
        path={`chapters.${index}.title`}
        text={chapter.title}
        onChange={(next) => change({ title: next })}
      />
      <VideoField
        path={`chapters.${index}.video_id`}
        value={chapter.video_id}
        onChange={(video_id) => change({ video_id })}
      />
      <UploadField
        label={t('chapters.thumbnail')}
        kind="chapter-thumbnails"
        accept=".png,.jpg,.jpeg,.webp"
        value={chapter.thumbnail}
        onUploaded={(key) => change({ thumbnail: key })}
        onRemove={() => change({ thumbnail: null })}
      />
      <RichTextField
        label={t('chapters.notes')}
        path={`chapters.${index}.notes`}
        value={textIn(chapter.notes, language)}
        onChange={(html) => change({ notes: withText(chapter.notes, language, html) })}
      />
      <QuestionsEditor
        path={`chapters.${index}.questions`}
        questions={chapter.questions}
        onChange={(questions) => change({ questions })}
      />
    </ItemCard>
  );
}
