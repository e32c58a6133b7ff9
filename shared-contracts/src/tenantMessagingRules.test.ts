import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tenantMessagingInput, tenantMessagingMessages } from './index.js';

const twilio = { twilio_account_sid: `AC${'a'.repeat(32)}`, twilio_auth_token: 'b'.repeat(32) };

/** Each refusal of the schema, as the field it names and the message's name in the catalogue. */
function refusals(input: object): [string, string | undefined][] {
  const result = tenantMessagingInput.safeParse(input);
  const names = Object.entries(tenantMessagingMessages);
  return (result.error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    names.find(([, text]) => text === issue.message)?.[0],
  ]);
}

void describe('the messages of a refused messaging save', () => {
  void it('come from the catalogue browsers recognise, for every field and provider', () => {
    const cases: [object, [string, string][]][] = [
      [
        { email_provider: 'pigeon', sms_provider: 'smoke' },
        [
          ['email_provider', 'chooseEmailProvider'],
          ['sms_provider', 'chooseSmsProvider'],
        ],
      ],
      [
        { email_provider: 'smtp', smtp_url: 'http://mail.example', sms_provider: 'none' },
        [['smtp_url', 'smtpUrl']],
      ],
      [
        { email_provider: 'smtp', smtp_url: `smtps://${'m'.repeat(1000)}`, sms_provider: 'none' },
        [['smtp_url', 'tooLong1000']],
      ],
      [{ email_provider: 'smtp', smtp_url: '', sms_provider: 'none' }, [['smtp_url', 'needed']]],
      [
        { email_provider: 'smtp', smtp_url: 'smtps://mail.example:465', sms_provider: 'none' },
        [['smtp_url', 'smtpUrlParts']],
      ],
      [
        { email_provider: 'smtp', smtp_url: 'smtp://user:pass@mail.example', sms_provider: 'none' },
        [['smtp_url', 'smtpUrlParts']],
      ],
      [
        {
          email_provider: 'smtp',
          smtp_url: 'smtp://user:pass@mail.example:25?sendmail=true&path=/bin/sh',
          sms_provider: 'none',
        },
        [['smtp_url', 'smtpUrlOptions']],
      ],
      [
        { email_provider: 'smtp', smtp_url: 'smtp://user:pass@mail.example:25/#x', sms_provider: 'none' },
        [['smtp_url', 'smtpUrlOptions']],
      ],
      [
        { email_provider: 'smtp', smtp_url: 'smtp://user:pass@mail.example:25/relay', sms_provider: 'none' },
        [['smtp_url', 'smtpUrlOptions']],
      ],
      [
        {
          email_provider: 'sendgrid',
          sendgrid_api_key: `SG.${'k'.repeat(500)}`,
          sendgrid_webhook_key: 'not a key',
          sms_provider: 'platform',
        },
        [
          ['sendgrid_api_key', 'tooLong500'],
          ['sendgrid_webhook_key', 'sendgridWebhookKey'],
        ],
      ],
      [
        { email_provider: 'sendgrid', sendgrid_api_key: 'key', sms_provider: 'none' },
        [['sendgrid_api_key', 'sendgridApiKey']],
      ],
      [
        {
          email_provider: 'platform',
          sms_provider: 'twilio',
          twilio_account_sid: 'AC1',
          twilio_auth_token: 'token',
          twilio_sender: '5550100',
        },
        [
          ['twilio_account_sid', 'twilioAccountSid'],
          ['twilio_auth_token', 'twilioAuthToken'],
          ['twilio_sender', 'twilioSender'],
        ],
      ],
      [
        { email_provider: 'platform', sms_provider: 'twilio', ...twilio, twilio_sender: '' },
        [['twilio_sender', 'needed']],
      ],
    ];
    for (const [input, expected] of cases) assert.deepEqual(refusals(input), expected, JSON.stringify(input));
  });
});
