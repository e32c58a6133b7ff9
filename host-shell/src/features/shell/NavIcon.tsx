export type NavIconName = 'create' | 'reports' | 'libraries' | 'contacts' | 'studio' | 'grid';

const paths: Record<NavIconName, string> = {
  create: 'M12 5v14M5 12h14',
  reports: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  libraries: 'M4 4h4v16H4zM10 4h4v16h-4zM16 5l4 1-3 14-4-1z',
  contacts:
    'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6M21 19v-1a4 4 0 0 0-3-3.9M16 4.1a3 3 0 0 1 0 5.8',
  studio: 'M3 4h18v12H3zM8 20h8M12 16v4M10 8l5 2.5-5 2.5z',
  grid: 'M4 4h4v4H4zM10 4h4v4h-4zM16 4h4v4h-4zM4 10h4v4H4zM10 10h4v4h-4zM16 10h4v4h-4zM4 16h4v4H4zM10 16h4v4h-4zM16 16h4v4h-4z',
};

export interface NavIconProps {
  name: NavIconName;
  size?: number;
}

/** Decorative line icons; the link or button around them carries the accessible name. */
export function NavIcon({ name, size = 24 }: NavIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
