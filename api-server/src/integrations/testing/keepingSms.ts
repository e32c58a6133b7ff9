import type { SmsProvider, SmsToSend } from '../messaging/messaging.js';

/** An SMS provider that keeps what it is given and answers Twilio-like ids, as the engine sees any provider. */
export function keepingSms(): SmsProvider & { sent: SmsToSend[] } {
  const sent: SmsToSend[] = [];
  return {
    name: 'twilio',
    sent,
    send(message) {
      sent.push(message);
      return Promise.resolve({ providerMessageId: `SM${String(sent.length).padStart(32, '0')}` });
    },
    close: () => undefined,
  };
}
