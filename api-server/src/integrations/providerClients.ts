import { createSendgridClient, SENDGRID_API_URL, type SendgridClient } from './sendgrid/sendgridClient.js';
import {
  createSynthesiaClient,
  SYNTHESIA_API_URL,
  type SynthesiaClient,
} from './synthesia/synthesiaClient.js';

/** Where the providers are and how long a call may take; tests point the URLs at local fakes. */
export interface IntegrationSettings {
  sendgridApiUrl: string;
  synthesiaApiUrl: string;
  timeoutMs: number;
  downloadTimeoutMs: number;
  /** A 429's Retry-After up to this is waited out once; a longer one fails the call. */
  maxRetryWaitMs: number;
}

export const defaultIntegrationSettings: IntegrationSettings = {
  sendgridApiUrl: SENDGRID_API_URL,
  synthesiaApiUrl: SYNTHESIA_API_URL,
  timeoutMs: 15_000,
  downloadTimeoutMs: 120_000,
  maxRetryWaitMs: 5_000,
};

/** Builds a client of a tenant's own account from its key. */
export interface ProviderClients {
  sendgrid(apiKey: string): SendgridClient;
  synthesia(apiKey: string): SynthesiaClient;
}

export function providerClients(settings: IntegrationSettings): ProviderClients {
  return {
    sendgrid: (apiKey) =>
      createSendgridClient(
        {
          baseUrl: settings.sendgridApiUrl,
          timeoutMs: settings.timeoutMs,
          maxRetryWaitMs: settings.maxRetryWaitMs,
        },
        apiKey,
      ),
    synthesia: (apiKey) =>
      createSynthesiaClient(
        {
          baseUrl: settings.synthesiaApiUrl,
          timeoutMs: settings.timeoutMs,
          maxRetryWaitMs: settings.maxRetryWaitMs,
          downloadTimeoutMs: settings.downloadTimeoutMs,
        },
        apiKey,
      ),
  };
}
