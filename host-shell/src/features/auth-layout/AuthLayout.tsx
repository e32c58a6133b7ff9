import type { ReactNode } from 'react';
import { Card, CardHeading, LanguageSwitcher } from '@outreach/shared-ui';
import { AuthMain, AuthTop } from './AuthLayout.styles';

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
      <Card>
        <CardHeading>{title}</CardHeading>
        {children}
      </Card>
    </AuthMain>
  );
}
