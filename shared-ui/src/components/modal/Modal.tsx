import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Backdrop, CloseButton, Footer, Header, Panel, Title } from './Modal.styles';

export interface ModalProps {
  open: boolean;
  title: string;
  /** Escape, the close button and any dismissal call this. */
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  /** CSS width of the panel; 500 px by default. */
  width?: string;
  /** Shows a close (×) button in the header. */
  showCloseButton?: boolean;
  /** Element to focus first; otherwise the first focusable element of the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * A modal dialog labelled by its title. Focus moves in on open, stays inside while open
 * (Tab wraps) and returns to where it was on close.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  width = '500px',
  showCloseButton = false,
  initialFocusRef,
}: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const target = initialFocusRef?.current ?? (panel ? focusables(panel)[0] : undefined) ?? panel;
    target?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusables(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <Backdrop>
      <Panel
        ref={panelRef}
        $width={width}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {showCloseButton && (
            <CloseButton type="button" aria-label={t('actions.close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </CloseButton>
          )}
        </Header>
        {children}
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
