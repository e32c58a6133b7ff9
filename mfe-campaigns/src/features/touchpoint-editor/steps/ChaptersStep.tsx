import { Button } from '@outreach/shared-ui';
import type { Chapter } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useEditor } from '../EditorContext';
import { moved, newItemKey } from '../localized';
import { ChapterCard } from './ChapterCard';
import { ItemList, Note, Stack } from './Step.styles';

/** The video chapters in the order patients watch them. */
export function ChaptersStep() {
  const { t } = useAreaTranslation();
  const { content, update } = useEditor();
  const chapters = content.chapters;
  const setChapters = (change: (chapters: Chapter[]) => Chapter[]) =>
    update((current) => ({ ...current, chapters: change(current.chapters) }));

  const add = () =>
    setChapters((list) => [
      ...list,
      { key: newItemKey('chapter'), title: {}, video_id: null, thumbnail: null, notes: {}, questions: [] },
    ]);

  return (
    <Stack>
      {chapters.length === 0 ? (
        <Note>{t('chapters.none')}</Note>
      ) : (
        <ItemList>
          {chapters.map((chapter, index) => (
            <li key={chapter.key}>
              <ChapterCard
                chapter={chapter}
                index={index}
                count={chapters.length}
                onChange={(next) =>
                  setChapters((list) => list.map((item, at) => (at === index ? next : item)))
                }
                onMove={(to) => setChapters((list) => moved(list, index, to))}
                onRemove={() => setChapters((list) => list.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ItemList>
      )}
      <div>
        <Button type="button" onClick={add}>
          {t('chapters.add')}
        </Button>
      </div>
    </Stack>
  );
}
