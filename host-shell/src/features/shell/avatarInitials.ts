import type { SessionUser } from '@outreach/shared-ui';

function firstLetter(value: string): string {
  // Array.from keeps letters outside the Basic Multilingual Plane whole.
  return Array.from(value.trim())[0] ?? '';
}

/** The avatar's text: first and last name initials, else the username's first two letters, else 'US'. */
export function avatarInitials(user: Partial<SessionUser> | null | undefined): string {
  const first = firstLetter(user?.firstName ?? '');
  const last = firstLetter(user?.lastName ?? '');
  if (first && last) return `${first}${last}`.toUpperCase();
  const username = Array.from((user?.username ?? '').trim())
    .slice(0, 2)
    .join('');
  if (username) return username.toUpperCase();
  return 'US';
}
