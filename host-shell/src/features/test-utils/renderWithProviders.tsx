import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { englishCommon } from '@outreach/shared-ui';
import { AppProviders } from '../app-providers/AppProviders';

/** A fresh English i18next instance with the real bundle, so tests read what users read. */
export async function createTestI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: englishCommon } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return instance;
}

export interface RenderOptions {
  route?: string;
}

/** Renders inside the host's providers and a memory router. */
export async function renderWithProviders(ui: ReactElement, { route = '/' }: RenderOptions = {}): Promise<RenderResult> {
  const i18n = await createTestI18n();
  return render(
    <AppProviders i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

interface JsonReply {
  status?: number;
  body?: unknown;
}

/**
 * Replaces fetch with a stub answering by "METHOD path" (e.g. "POST /api/login/"); unknown
 * calls answer 404. Returns the jest mock so tests can inspect requests.
 */
export function mockApi(replies: Record<string, JsonReply | ((request: Request) => JsonReply)>): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const entry = replies[key];
    const reply = typeof entry === 'function' ? entry(request) : (entry ?? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  globalThis.fetch = mock as typeof fetch;
  return mock;
}
