import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { loadLandingPageTemplates } from '../api';
import { useEditor } from '../EditorContext';
import { TemplatePicker } from '../fields/TemplatePicker';
import { CheckboxField } from '../fields/CheckboxField';
import { OriginalText } from '../fields/OriginalText';
import { RichTextField } from '../fields/RichTextField';
import { TranslatedTextField } from '../fields/TranslatedTextField';
import { UploadField } from '../fields/UploadField';
import { textIn, withText } from '../localized';
import { Stack } from './Step.styles';

const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp';
const LOGO_ACCEPT = '.png,.jpg,.jpeg,.svg';

/** The page a patient opens from the message: its title, body, images and disclaimers. */
export function LandingStep() {
  const { t } = useAreaTranslation();
  const { content, language, update } = useEditor();
  const page = content.landing_page;
  const change = (next: Partial<typeof page>) =>
    update((current) => ({ ...current, landing_page: { ...current.landing_page, ...next } }));

  return (
    <Stack>
      <TemplatePicker
        label={t('landing.template')}
        listRoute="listLandingPageTemplates"
        load={loadLandingPageTemplates}
        onApply={(template) =>
          update((current) => ({
            ...current,
            landing_page: { ...template.content, template_id: template.id },
          }))
        }
      />
      <TranslatedTextField
        label={t('landing.title')}
        path="landing_page.title"
        text={page.title}
        onChange={(title) => change({ title })}
      />
      <RichTextField
        label={t('landing.body')}
        path="landing_page.body"
        value={textIn(page.body, language)}
        onChange={(html) => change({ body: withText(page.body, language, html) })}
      />
      <OriginalText label={t('landing.body')} text={page.body} html />
      <UploadField
        label={t('landing.logo')}
        kind="landing-page-logos"
        accept={LOGO_ACCEPT}
        value={page.logo}
        onUploaded={(key) => change({ logo: key })}
        onRemove={() => change({ logo: null })}
      />
      <UploadField
        label={t('landing.thumbnail')}
        kind="landing-page-thumbnails"
        accept={IMAGE_ACCEPT}
        value={page.thumbnail}
        onUploaded={(key) => change({ thumbnail: key })}
        onRemove={() => change({ thumbnail: null })}
      />
      <CheckboxField
        label={t('landing.showDisclaimer')}
        checked={page.show_disclaimer}
        onChange={(checked) => change({ show_disclaimer: checked })}
      />
      <CheckboxField
        label={t('landing.showAiDisclaimer')}
        checked={page.show_ai_video_disclaimer}
        onChange={(checked) => change({ show_ai_video_disclaimer: checked })}
      />
    </Stack>
  );
}
