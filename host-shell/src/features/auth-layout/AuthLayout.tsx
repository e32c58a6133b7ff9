import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@outreach/shared-ui';
import { AuthCard, AuthHeading, AuthMain, AuthTop } from './AuthLayout.styles';

export interface AuthLayoutProps {
  title: string;
  children: ReactNode;
}

/** The centred card of the signed-out screens, with the screen's one heading and a language switcher. */
export function AuthLayout({ title, children }: AuthLayoutProps) {
  return (
    <AuthMain>
      <AuthTop>
        <LanguageSwitcher />
      </AuthTop>
      <AuthCard>
        <AuthHeading>{title}</AuthHeading>
        {children}
      </AuthCard>
    </AuthMain>
  );
}
