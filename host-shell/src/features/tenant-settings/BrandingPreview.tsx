import { useTranslation } from 'react-i18next';
import { meetsAaForText } from '@outreach/shared-ui';
import {
  ContrastWarning,
  PreviewBox,
  PreviewButton,
  PreviewLabel,
  PreviewTitle,
} from './BrandingPreview.styles';

export interface BrandingPreviewProps {
  primaryColour: string;
  secondaryColour: string;
}

/** A sample title and button in the chosen colours, warning when the button text would be hard to read. */
export function BrandingPreview({ primaryColour, secondaryColour }: BrandingPreviewProps) {
  const { t } = useTranslation('common');
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
