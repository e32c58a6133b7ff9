import { Button, TextField } from '@outreach/shared-ui';
import type { ActionButton } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useEditor } from '../EditorContext';
import { UploadField } from '../fields/UploadField';
import { newItemKey, textIn, withText } from '../localized';
import { ItemCard, ItemLegend, ItemList, Note, Row, Stack } from './Step.styles';

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
  const { content, language, update } = useEditor();
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
            <ItemCard>
              <ItemLegend>{t(`buttons.kind.${button.kind}`, { number: index + 1 })}</ItemLegend>
              <TextField
                label={t('buttons.label')}
                value={textIn(button.label, language)}
                onChange={(event) =>
                  setAt(index, { ...button, label: withText(button.label, language, event.target.value) })
                }
              />
              {button.kind === 'call' && (
                <TextField
                  label={t('buttons.phone')}
                  hint={t('buttons.phoneHint')}
                  type="tel"
                  value={button.phone}
                  onChange={(event) => setAt(index, { ...button, phone: event.target.value.trim() })}
                />
              )}
              {button.kind === 'url' && (
                <TextField
                  label={t('buttons.url')}
                  type="url"
                  value={button.url}
                  onChange={(event) => setAt(index, { ...button, url: event.target.value.trim() })}
                />
              )}
              {button.kind === 'document' && (
                <UploadField
                  label={t('buttons.document')}
                  kind="cta-documents"
                  accept=".pdf,application/pdf"
                  value={button.document || null}
                  onUploaded={(key) => setAt(index, { ...button, document: key })}
                />
              )}
              <div>
                <Button
                  type="button"
                  $variant="link"
                  onClick={() => set(buttons.filter((_, at) => at !== index))}
                >
                  {t('buttons.remove', { number: index + 1 })}
                </Button>
              </div>
            </ItemCard>
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
