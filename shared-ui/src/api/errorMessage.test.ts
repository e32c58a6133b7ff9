import type { TFunction } from 'i18next';
import { ApiError } from './ApiError';
import { errorMessage, isPasswordExpiredError } from './errorMessage';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('errorMessage', () => {
  it('maps contract codes to translated messages', () => {
    const error = new ApiError({ statusCode: 400, code: 'RESET_TOKEN_INVALID', message: 'x' });
    expect(errorMessage(error, t)).toBe('t:errors.resetTokenInvalid');
    const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'x' });
    expect(errorMessage(unavailable, t)).toBe('t:errors.serviceUnavailable');
  });

  it('lets a screen use its own wording for a code', () => {
    const error = new ApiError({ statusCode: 401, code: 'INVALID_LOGIN', message: 'x' });
    expect(errorMessage(error, t, { INVALID_LOGIN: 'login.invalidLogin' })).toBe('t:login.invalidLogin');
  });

  it("shows the server's own message for a 429", () => {
    const error = new ApiError({
      statusCode: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Try again in 15 minutes.',
    });
    expect(errorMessage(error, t)).toBe('Try again in 15 minutes.');
  });

  it('treats anything else as a network failure', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), t)).toBe('t:errors.network');
  });

  it('recognises an expired password by its message', () => {
    const error = new ApiError({
      statusCode: 401,
      code: 'INVALID_LOGIN',
      message: 'Your password has expired. Check your e-mail.',
    });
    expect(isPasswordExpiredError(error)).toBe(true);
    expect(
      isPasswordExpiredError(new ApiError({ statusCode: 401, code: 'INVALID_LOGIN', message: 'No.' })),
    ).toBe(false);
  });
});
