import { useAreaTranslation } from '../../i18n/areaTranslations';
import { EXPORTS_PATH, SAVED_REPORTS_PATH } from './state';
import { Links, ViewLink } from './ReportsNav.styles';

/** The reports area's views: the campaigns, the saved reports and the exports. */
export function ReportsNav() {
  const { t } = useAreaTranslation();
  return (
    <nav aria-label={t('views.label')}>
      <Links>
        <li>
          <ViewLink to="/reports" end>
            {t('views.campaigns')}
          </ViewLink>
        </li>
        <li>
          <ViewLink to={SAVED_REPORTS_PATH}>{t('views.saved')}</ViewLink>
        </li>
        <li>
          <ViewLink to={EXPORTS_PATH}>{t('views.exports')}</ViewLink>
        </li>
      </Links>
    </nav>
  );
}
