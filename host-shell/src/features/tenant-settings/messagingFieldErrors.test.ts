import i18next from 'i18next';
import { tenantMessagingMessages, type TenantMessagingMessage } from '@outreach/shared-contracts/core';
import { ApiError } from '@outreach/shared-ui';
import de from '../shell/locales/de.json';
import en from '../shell/locales/en.json';
import { messagingFieldErrors } from './messagingFieldErrors';

const names = Object.keys(tenantMessagingMessages) as TenantMessagingMessage[];

/** A VALIDATION_FAILED answer naming these fields with these messages. */
const refused = (...details: [string, string][]) =>
  new ApiError({
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: 'Request validation failed.',
    details: details.map(([path, message]) => ({ path, message })),
  });

async function translator(language: 'en' | 'de') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { en: { shell: en }, de: { shell: de } },
    defaultNS: 'shell',
  });
  return instance.t;
}

describe('the messages of a refused messaging save', () => {
  it('word every message of the contract in the English bundle', () => {
    expect(names.filter((name) => !(name in en.tenantSettings.messaging.errors))).toEqual([]);
  });

  it("show each field's message in the user's language", async () => {
    const t = await translator('de');
    const errors = messagingFieldErrors(
      refused(
        ['body.twilio_auth_token', tenantMessagingMessages.twilioAuthToken],
        ['body.smtp_url', tenantMessagingMessages.needed],
      ),
      t,
    );
    expect(errors).toEqual({
      twilio_auth_token: 'Verwenden Sie das Auth-Token: 32 Hexadezimalziffern.',
      smtp_url: 'Geben Sie einen Wert ein: Dieser Dienst benötigt ihn.',
    });
    const refusedServer = messagingFieldErrors(
      refused(
        ['body.smtp_url', tenantMessagingMessages.smtpServerRefused],
        ['body.twilio_account_sid', tenantMessagingMessages.twilioAccountRefused],
      ),
      t,
    );
    expect(refusedServer).toEqual({
      smtp_url:
        'Verwenden Sie einen Mailserver im Internet: Dieser Name führt zu keinem, den die Plattform erreichen darf.',
      twilio_account_sid: 'Twilio kennt diese Konto-SID mit diesem Auth-Token nicht.',
    });
  });

  it('read a message outside the catalogue as a general one, and ignore fields the section lacks', async () => {
    const t = await translator('en');
    const errors = messagingFieldErrors(
      refused(
        ['body.twilio_sender', 'Remove the NUL character: it cannot be stored.'],
        ['body.tenant_id', tenantMessagingMessages.needed],
      ),
      t,
    );
    expect(errors).toEqual({ twilio_sender: 'Check this value.' });
  });

  it('name no field for another refusal', async () => {
    const t = await translator('en');
    const notFound = new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' });
    expect(messagingFieldErrors(notFound, t)).toEqual({});
    expect(messagingFieldErrors(new TypeError('Failed to fetch'), t)).toEqual({});
  });
});
