import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@outreach/shared-ui';
import { useAreaTranslation } from '../i18n/areaTranslations';
import { AppName, Content, Page, TenantName, TopBar } from './PatientLayout.styles';

export interface PatientLayoutProps {
  children: ReactNode;
  /** Whose page this is, once the page may say it (after the date of birth is confirmed). */
  tenantName?: string | null;
}

/**
 * A phone-first page: a slim bar naming the tenant and what the page is, with the language switcher,
 * then one centred column.
 */
export function PatientLayout({ children, tenantName = null }: PatientLayoutProps) {
  const { t } = useAreaTranslation();
  return (
    <Page>
      <TopBar>
        <AppName>
          {tenantName && <TenantName>{tenantName}</TenantName>}
          {t('appName')}
        </AppName>
        <LanguageSwitcher />
      </TopBar>
      <Content>{children}</Content>
    </Page>
  );
}
