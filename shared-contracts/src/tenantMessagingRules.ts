/**
 * The parts of a tenant's messaging settings that need no schema library: the providers to choose
 * from and the messages a refused save names its fields with. The API's schema words its refusals
 * with these, and the browser, which imports no schema library, recognises them to show each in the
 * user's language.
 */

/**
 * Which providers a tenant's messages go through. `platform` is the platform's own configuration
 * (SMTP, the dev mail sink in development, or SendGrid; Twilio for SMS); the others are the tenant's
 * own accounts. `none` sends no SMS: they fail with `sms_not_configured`.
 */
export const tenantEmailProviders = ['platform', 'smtp', 'sendgrid'] as const;
export type TenantEmailProvider = (typeof tenantEmailProviders)[number];
export const tenantSmsProviders = ['platform', 'twilio', 'none'] as const;
export type TenantSmsProvider = (typeof tenantSmsProviders)[number];

/** The messages of a refused messaging save's field details, by a name clients may key on. */
export const tenantMessagingMessages = {
  chooseEmailProvider: 'Choose platform, smtp or sendgrid.',
  chooseSmsProvider: 'Choose platform, twilio or none.',
  needed: 'Enter a value: this provider needs it.',
  tooLong500: 'Use at most 500 characters.',
  tooLong1000: 'Use at most 1000 characters.',
  smtpUrl: 'Use an smtp:// or smtps:// address with a server name.',
  smtpUrlParts: 'Include the user name, password and port: smtps://user:password@mail.example.org:465.',
  smtpUrlOptions: 'Remove everything after the port: only the server, port, user and password are used.',
  smtpServerRefused: 'Use a mail server on the internet: this name leads to none this platform may reach.',
  sendgridApiKey: 'Paste the whole API key; it starts with SG.',
  sendgridWebhookKey: 'Paste the verification key SendGrid shows.',
  twilioAccountSid: 'Use the account SID: AC and 32 hex digits.',
  twilioAuthToken: 'Use the auth token: 32 hex digits.',
  twilioAccountRefused: 'Twilio does not know this account SID with this auth token.',
  twilioSender: 'Use a number with its country code (+15550100200) or a messaging service SID (MG…).',
} as const;
export type TenantMessagingMessage = keyof typeof tenantMessagingMessages;
