import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@outreach/shared-ui';
import { useAreaTranslation } from '../i18n/areaTranslations';
import { AppName, Content, Page, TopBar } from './PatientLayout.styles';

export interface PatientLayoutProps {
  children: ReactNode;
}

/** A phone-first page: a slim bar with the language switcher, then one centred column. */
export function PatientLayout({ children }: PatientLayoutProps) {
  const { t } = useAreaTranslation();
  return (
    <Page>
      <TopBar>
        <AppName>{t('appName')}</AppName>
        <LanguageSwitcher />
      </TopBar>
      <Content>{children}</Content>
    </Page>
  );
}
