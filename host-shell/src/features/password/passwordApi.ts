import { routes } from '@outreach/shared-contracts';
import { callRoute } from '@outreach/shared-ui';

export async function requestPasswordReset(email: string): Promise<void> {
  await callRoute(routes.forgotPassword, { body: { email } });
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await callRoute(routes.resetPassword, { body: { token, new_password: newPassword } });
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await callRoute(routes.changePassword, { body: { old_password: oldPassword, new_password: newPassword } });
}
