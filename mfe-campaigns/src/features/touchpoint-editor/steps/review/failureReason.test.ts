import { failureWording } from './failureReason';

describe('failureWording', () => {
  it('words the engine’s own codes and the providers’ reports', () => {
    expect(failureWording('sms_not_configured')).toEqual({ key: 'smsNotConfigured', values: {} });
    expect(failureWording('unknown')).toEqual({ key: 'noReason', values: {} });
    expect(failureWording('dropped')).toEqual({ key: 'dropped', values: {} });
  });

  it('names the provider that refused or failed, whatever its code for it', () => {
    expect(failureWording('sendgrid_rate_limited')).toEqual({
      key: 'rateLimited',
      values: { service: 'SendGrid' },
    });
    expect(failureWording('smtp_econnrefused')).toEqual({ key: 'unreachable', values: { service: 'SMTP' } });
    expect(failureWording('smtp_eauth')).toEqual({ key: 'credentialsRejected', values: { service: 'SMTP' } });
    expect(failureWording('twilio_http_503')).toEqual({ key: 'unavailable', values: { service: 'Twilio' } });
    expect(failureWording('twilio_http_404')).toEqual({ key: 'rejected', values: { service: 'Twilio' } });
  });

  it('words Twilio’s numbered errors a care team can act on, and shows the number of the others', () => {
    expect(failureWording('twilio_21211')).toEqual({ key: 'invalidNumber', values: {} });
    expect(failureWording('twilio_30007')).toEqual({ key: 'carrierFiltered', values: {} });
    expect(failureWording('twilio_63016')).toEqual({ key: 'smsProviderCode', values: { code: '63016' } });
  });

  it('shows a code it does not know as it is', () => {
    expect(failureWording('smtp_eweird')).toEqual({ key: 'other', values: { code: 'smtp_eweird' } });
    expect(failureWording('carrier_pigeon_lost')).toEqual({
      key: 'other',
      values: { code: 'carrier_pigeon_lost' },
    });
  });
});
