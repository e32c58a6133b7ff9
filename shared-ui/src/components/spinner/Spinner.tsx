import { useTranslation } from 'react-i18next';
import { SpinnerCircle, SpinnerWrapper } from './Spinner.styles';

export interface SpinnerProps {
  /** Announced to screen readers; defaults to 'Loading…'. */
  label?: string;
  size?: number;
}

/** A busy indicator announced as a status. */
export function Spinner({ label, size = 32 }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <SpinnerWrapper role="status">
      <SpinnerCircle $size={size} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('app.loading')}</span>
    </SpinnerWrapper>
  );
}
