import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import pino from 'pino';
import { loggerOptions } from './logger.js';

void describe('log redaction', () => {
  void it('never writes passwords, codes, tokens, e-mail addresses, dates of birth or credential headers', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions('info') as pino.LoggerOptions;
    const log = pino(options, sink);
    log.info({
      password: 'hunter2-secret',
      otp: '123456',
      body: { new_password: 'another-secret', email: 'dana@clinic.test', date_of_birth: '1970-01-01' },
      req: {
        headers: { cookie: 'access_token=abc', authorization: 'Bearer xyz', 'x-csrf-token': 'csrf-value' },
      },
      token: 'tok-value',
    });
    const output = lines.join('');
    for (const secret of [
      'hunter2-secret',
      '123456',
      'another-secret',
      'dana@clinic.test',
      '1970-01-01',
      'access_token=abc',
      'Bearer xyz',
      'csrf-value',
      'tok-value',
    ]) {
      assert.ok(!output.includes(secret), `${secret} is redacted`);
    }
    assert.match(output, /\[redacted\]/);
  });
});
