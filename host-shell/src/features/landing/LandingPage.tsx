import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LandingBody, LandingSection, LandingTitle } from './LandingPage.styles';

/** The landing page, shown without the side navigation. */
export function LandingPage() {
  const { t } = useTranslation('common');
  return (
    <LandingSection>
      <LandingTitle>{t('landing.title')}</LandingTitle>
      <LandingBody>{t('landing.body')}</LandingBody>
      <Link to="/create">{t('landing.start')}</Link>
    </LandingSection>
  );
}
