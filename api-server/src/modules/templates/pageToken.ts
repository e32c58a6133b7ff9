import { PAGE_TOKEN_MESSAGE } from '@outreach/shared-contracts';
import { ApiError } from '../../errors.js';

/** Where a list by name stopped: the last row's sort key (its name in lower case) and id. */
export interface PagePosition {
  key: string;
  id: number;
}

/** Longer than any lower-cased name of 200 characters can be. */
const KEY_MAX = 1000;

/**
 * The `next_page_token` of a list: the position as base64url JSON `[key, id]`. Opaque to clients
 * and not secret: it says no more than the page it follows, and a forged one can only move within
 * the caller's own tenant's list, which row-level security confines.
 */
export function encodePageToken(position: PagePosition): string {
  return Buffer.from(JSON.stringify([position.key, position.id]), 'utf8').toString('base64url');
}

function positionOf(value: unknown): PagePosition | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [key, id] = value as unknown[];
  if (typeof key !== 'string' || key.length > KEY_MAX || key.includes('\u0000')) return null;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
  return { key, id };
}

/** The position a token names; anything else is refused at `query.page_token`. */
export function decodePageToken(token: string): PagePosition {
  let value: unknown = null;
  try {
    value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    // Refused below, like any other token this API did not make.
  }
  const position = positionOf(value);
  if (!position) {
    throw new ApiError('VALIDATION_FAILED', undefined, [
      { path: 'query.page_token', message: PAGE_TOKEN_MESSAGE },
    ]);
  }
  return position;
}
