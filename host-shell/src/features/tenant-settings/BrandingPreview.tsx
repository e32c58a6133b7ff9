import { meetsAaForText } from '@outreach/shared-ui/branding';
import {
  ContrastWarning,
  PreviewBox,
  PreviewButton,
  PreviewLabel,
  PreviewTitle,
} from './BrandingPreview.styles';
import { useShellTranslation } from '../shell/shellTranslations';

export interface BrandingPreviewProps {
  primaryColour: string;
  secondaryColour: string;
}

/** A sample title and button in the chosen colours, warning when the button text would be hard to read. */
export function BrandingPreview({ primaryColour, secondaryColour }: BrandingPreviewProps) {
  const { t } = useShellTranslation();
  const readable = meetsAaForText(secondaryColour, primaryColour);
  return (
    <PreviewBox aria-label={t('tenantSettings.preview')}>
      <PreviewLabel>{t('tenantSettings.preview')}</PreviewLabel>
      <PreviewTitle $colour={primaryColour} data-testid="preview-title">
        {t('tenantSettings.previewTitle')}
      </PreviewTitle>
      <PreviewButton $background={primaryColour} $text={secondaryColour} data-testid="preview-button">
        {t('tenantSettings.previewButton')}
      </PreviewButton>
      <div role="status">
        {!readable && <ContrastWarning>{t('tenantSettings.lowContrast')}</ContrastWarning>}
      </div>
    </PreviewBox>
  );
}
