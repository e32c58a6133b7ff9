import type { ReactNode } from 'react';
import { Modal } from '../modal/Modal';
import { Button } from '../form/Button';
import { AlertMessage } from './ModalAlert.styles';

export interface ModalAlertProps {
  open: boolean;
  title: string;
  message: ReactNode;
  primaryLabel: string;
  onPrimary: () => void;
  secondaryLabel?: string;
  onSecondary?: () => void;
  /** Escape; defaults to the secondary action, else the primary one. */
  onClose?: () => void;
}

/** A modal message with a primary and an optional secondary button. */
export function ModalAlert({
  open,
  title,
  message,
  primaryLabel,
  onPrimary,
  secondaryLabel,
  onSecondary,
  onClose,
}: ModalAlertProps) {
  const close = onClose ?? onSecondary ?? onPrimary;
  return (
    <Modal
      open={open}
      title={title}
      onClose={close}
      footer={
        <>
          {secondaryLabel && onSecondary && (
            <Button type="button" $variant="secondary" onClick={onSecondary}>
              {secondaryLabel}
            </Button>
          )}
          <Button type="button" onClick={onPrimary}>
            {primaryLabel}
          </Button>
        </>
      }
    >
      <AlertMessage>{message}</AlertMessage>
    </Modal>
  );
}
