import { callRoute } from '@outreach/shared-ui';

export async function requestPasswordReset(email: string): Promise<void> {
  await callRoute('forgotPassword', { body: { email } });
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await callRoute('resetPassword', { body: { token, new_password: newPassword } });
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await callRoute('changePassword', { body: { old_password: oldPassword, new_password: newPassword } });
}
