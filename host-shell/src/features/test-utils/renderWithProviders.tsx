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
export async function renderWithProviders(
  ui: ReactElement,
  { route = '/' }: RenderOptions = {},
): Promise<RenderResult> {
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

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/**
 * Replaces fetch with a stub answering by "METHOD path" (e.g. "POST /api/login/"); unknown
 * calls answer 404. Returns the requests as the server would have seen them.
 */
export function mockApi(
  replies: Record<string, JsonReply | ((request: Request) => JsonReply)>,
): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = await request.clone().text();
    recorded.push({
      method: request.method,
      path,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers: request.headers,
    });
    const entry = replies[`${request.method} ${path}`];
    const reply =
      typeof entry === 'function'
        ? entry(request)
        : (entry ?? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return recorded;
}
