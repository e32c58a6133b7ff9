import en from '../../../../locales/en.json';
import { failureWording } from './failureReason';

/** The English wording a code gets from the first of its keys that has one (`provider.…` keys aside). */
function english(code: string): string | undefined {
  const reasons: Record<string, unknown> = en.deliveries.failureReasons;
  const found = failureWording(code)
    .keys.map((key) => reasons[key])
    .find((text) => text !== undefined);
  return typeof found === 'string' ? found : undefined;
}

describe('failureWording', () => {
  it('names the engine’s own codes and the providers’ reports by themselves', () => {
    expect(failureWording('sms_not_configured').keys).toEqual(['sms_not_configured', 'other']);
    expect(failureWording('dropped').keys).toEqual(['dropped', 'other']);
  });

  it('words a provider’s trouble with its name, whatever its code for it', () => {
    expect(failureWording('sendgrid_rate_limited')).toEqual({
      keys: ['sendgrid_rate_limited', 'provider.rate_limited', 'other'],
      values: { service: 'SendGrid', code: 'sendgrid_rate_limited', number: 'rate_limited' },
    });
    expect(failureWording('smtp_econnrefused').keys).toEqual([
      'smtp_econnrefused',
      'provider.unreachable',
      'other',
    ]);
    expect(failureWording('smtp_eauth').keys[1]).toBe('provider.credentials_rejected');
    expect(failureWording('twilio_http_503').keys[1]).toBe('provider.unavailable');
    expect(failureWording('twilio_http_404').keys[1]).toBe('provider.rejected');
  });

  it('words the reasons of bounced messages by themselves, not as an other reason', () => {
    expect(failureWording('smtp_recipient_refused').keys[0]).toBe('smtp_recipient_refused');
    expect(english('smtp_recipient_refused')).toBe('No such mailbox (the address bounced)');
    expect(english('bounce')).toBe('Bounced by the receiving mail server');
    expect(english('blocked')).toBe('Blocked by the receiving mail server');
    expect(english('unknown')).toBe('No reason given');
  });

  it('falls back to Twilio’s number for its numbered errors, and to the code itself for the rest', () => {
    expect(failureWording('twilio_63016')).toMatchObject({
      keys: ['twilio_63016', 'provider.63016', 'twilio_error'],
      values: { number: '63016' },
    });
    expect(failureWording('carrier_pigeon_lost')).toMatchObject({
      keys: ['carrier_pigeon_lost', 'other'],
      values: { code: 'carrier_pigeon_lost' },
    });
  });
});
