import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SUCCESS_TOAST_MS } from '@outreach/shared-contracts/core';
import { ToastBox, ToastClose } from './Toast.styles';

export interface ToastProps {
  message: string;
  variant?: 'success' | 'error';
  /** Milliseconds before it hides itself; 3000 by default. */
  durationMs?: number;
  onDismiss: () => void;
}

/** A short notice; success is announced politely, an error as an alert. */
export function Toast({
  message,
  variant = 'success',
  durationMs = SUCCESS_TOAST_MS,
  onDismiss,
}: ToastProps) {
  const { t } = useTranslation('common');
  useEffect(() => {
    const timer = setTimeout(onDismiss, durationMs);
    return () => clearTimeout(timer);
  }, [durationMs, onDismiss, message]);

  return (
    <ToastBox role={variant === 'error' ? 'alert' : 'status'} $variant={variant}>
      <span>{message}</span>
      <ToastClose type="button" aria-label={t('actions.close')} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </ToastClose>
    </ToastBox>
  );
}
