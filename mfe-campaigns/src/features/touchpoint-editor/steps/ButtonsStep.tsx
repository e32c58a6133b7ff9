import { Button } from '@outreach/shared-ui';
import type { ActionButton } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useEditor } from '../EditorContext';
import { newItemKey } from '../localized';
import { ButtonCard } from './ButtonCard';
import { ItemList, Note, Row, Stack } from './Step.styles';

const buttonKinds = ['call', 'url', 'document'] as const;

function newButton(kind: ActionButton['kind']): ActionButton {
  const base = { key: newItemKey('b'), label: {} };
  if (kind === 'call') return { ...base, kind, phone: '' };
  if (kind === 'url') return { ...base, kind, url: 'https://' };
  return { ...base, kind, document: '' };
}

/** The buttons under the page: call a number, open a web address, or download a PDF. */
export function ButtonsStep() {
  const { t } = useAreaTranslation();
  const { content, update } = useEditor();
  const buttons = content.buttons;
  const set = (next: ActionButton[]) => update((current) => ({ ...current, buttons: next }));
  const setAt = (index: number, button: ActionButton) =>
    set(buttons.map((item, at) => (at === index ? button : item)));

  return (
    <Stack>
      {buttons.length === 0 && <Note>{t('buttons.none')}</Note>}
      <ItemList>
        {buttons.map((button, index) => (
          <li key={button.key}>
            <ButtonCard
              button={button}
              index={index}
              onChange={(next) => setAt(index, next)}
              onRemove={() => set(buttons.filter((_, at) => at !== index))}
            />
          </li>
        ))}
      </ItemList>
      <Row>
        {buttonKinds.map((kind) => (
          <Button
            key={kind}
            type="button"
            $variant="secondary"
            onClick={() => set([...buttons, newButton(kind)])}
          >
            {t(`buttons.add.${kind}`)}
          </Button>
        ))}
      </Row>
    </Stack>
  );
}
