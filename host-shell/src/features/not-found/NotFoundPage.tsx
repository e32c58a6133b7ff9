import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LandingBody, LandingSection, LandingTitle } from '../landing/LandingPage.styles';

/** Any signed-in path that no area owns. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <LandingSection>
      <LandingTitle>{t('notFound.title')}</LandingTitle>
      <LandingBody>{t('notFound.body')}</LandingBody>
      <Link to="/create">{t('notFound.home')}</Link>
    </LandingSection>
  );
}
