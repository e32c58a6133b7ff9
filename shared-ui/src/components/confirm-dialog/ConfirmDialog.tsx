import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../modal/Modal';
import { Button } from '../form/Button';
import { TextField } from '../form/TextField';
import { AcknowledgementLabel, ConfirmBody } from './ConfirmDialog.styles';

export interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to 'Are you sure?'. */
  title?: string;
  message?: ReactNode;
  /** Defaults to 'Ok'. */
  confirmLabel?: string;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** When set, this word must be typed exactly before the confirm button enables. */
  requiredKeyword?: string;
  /** When set, this statement must be ticked before the confirm button enables. */
  acknowledgement?: string;
}

/** A generic confirmation; dangerous actions can demand a typed keyword or a ticked acknowledgement. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Remounting on every opening starts each confirmation with an empty keyword and an unticked box.
  return props.open ? <ConfirmDialogContent {...props} /> : null;
}

function ConfirmDialogContent({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  requiredKeyword,
  acknowledgement,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [typed, setTyped] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const keywordOk = !requiredKeyword || typed.trim() === requiredKeyword;
  const acknowledgementOk = !acknowledgement || acknowledged;

  return (
    <Modal
      open={open}
      title={title ?? t('confirm.title')}
      onClose={onCancel}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button type="button" disabled={!keywordOk || !acknowledgementOk} onClick={onConfirm}>
            {confirmLabel ?? t('actions.ok')}
          </Button>
        </>
      }
    >
      <ConfirmBody>
        {message && <div>{message}</div>}
        {requiredKeyword && (
          <TextField
            label={t('confirm.typeKeyword', { keyword: requiredKeyword })}
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
        {acknowledgement && (
          <AcknowledgementLabel>
            <input
              type="checkbox"
              checked={acknowledged}
              onChange={(event) => setAcknowledged(event.target.checked)}
            />
            {acknowledgement}
          </AcknowledgementLabel>
        )}
      </ConfirmBody>
    </Modal>
  );
}
