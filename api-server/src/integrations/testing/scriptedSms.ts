import type { DeliveryFailure, SmsProvider, SmsToSend } from '../messaging/messaging.js';

/**
 * An SMS provider whose next answers the test decides: it can fail, or hold a message until let go,
 * as a provider that answers 500 or hangs would.
 */
export function scriptedSms() {
  const sent: SmsToSend[] = [];
  const failures: DeliveryFailure[] = [];
  let held: { started: () => void; release: Promise<void> } | null = null;
  const provider: SmsProvider = {
    name: 'twilio',
    async send(message) {
      if (held) {
        const hold = held;
        held = null;
        hold.started();
        await hold.release;
      }
      const failure = failures.shift();
      if (failure) throw failure;
      sent.push(message);
      return { providerMessageId: `SM${String(sent.length).padStart(32, '0')}` };
    },
    close: () => undefined,
  };
  return {
    provider,
    sent,
    failNext: (...next: DeliveryFailure[]) => failures.push(...next),
    /** Holds the next message; answers when it is held and how to let it go. */
    holdNext() {
      let started!: () => void;
      let release!: () => void;
      const isHeld = new Promise<void>((resolve) => (started = resolve));
      held = { started, release: new Promise<void>((resolve) => (release = resolve)) };
      return { isHeld, release };
    },
  };
}
