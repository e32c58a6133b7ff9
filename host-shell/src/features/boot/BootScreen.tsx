import { BootPulse, BootFrame } from './BootScreen.styles';

/**
 * The neutral state shown until the client has started: no text (the language is not known
 * yet), only a busy region so assistive technology knows the page is loading.
 */
export function BootScreen() {
  return (
    <BootFrame aria-busy="true">
      <BootPulse aria-hidden="true" />
    </BootFrame>
  );
}
