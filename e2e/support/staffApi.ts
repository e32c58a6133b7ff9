import type { APIResponse, Page } from '@playwright/test';

const apiBase = `http://localhost:${process.env.E2E_API_PORT ?? 4000}`;

/** Calls of the platform's API with the session of the staff member signed in on `page`. */
export interface StaffApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}

async function answer<T>(response: APIResponse, call: string): Promise<T> {
  if (!response.ok()) throw new Error(`${call} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The signed-in page's cookies, and its session's csrf token as the apps send it, for setting up
 * what a test needs faster than through the screens that the other tests already walk.
 */
export async function staffApi(page: Page): Promise<StaffApi> {
  const status = await answer<{ token: { csrf: string } }>(
    await page.request.get(`${apiBase}/api/auth/`),
    'GET /api/auth/',
  );
  const headers = { 'x-csrf-token': status.token.csrf, origin: 'http://localhost:3000' };
  return {
    get: async <T>(path: string) => answer<T>(await page.request.get(`${apiBase}${path}`), `GET ${path}`),
    post: async <T>(path: string, body: unknown) =>
      answer<T>(await page.request.post(`${apiBase}${path}`, { data: body, headers }), `POST ${path}`),
  };
}
