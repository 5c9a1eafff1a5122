import { describe, expect, it } from 'vitest';
import { createLogger, scrub, scrubString } from './log.ts';

describe('scrub', () => {
  it('redacts secret keys at any depth and secrets inside strings', () => {
    const out = JSON.stringify(
      scrub({
        a: [
          {
            b: {
              c: { Password: 'p', accessToken: 't', cardNumber: '4111111111111111', Cookie: 'x' },
            },
          },
        ],
        note: 'mail a.b@c.io card 4111-1111-1111-1111',
      }),
    );
    for (const secret of ['"p"', '"t"', '4111', 'a.b@c.io', '"x"'])
      expect(out).not.toContain(secret);
  });

  it('scrubs bearer credentials, e-mails and secret query parameters in URLs', () => {
    expect(scrubString('Bearer abc.def')).toBe('Bearer [Redacted]');
    expect(scrubString('/x?key=s3cret&email=a%40b.co&ok=1')).toBe(
      '/x?key=[Redacted]&email=[Redacted]&ok=1',
    );
    expect(scrubString('/v1/account/accounts/guest%40longstay.test')).toBe(
      '/v1/account/accounts/[Redacted]',
    );
    expect(scrubString('hotel 12345 for 3 nights')).toBe('hotel 12345 for 3 nights');
    // A navigation's data request carries its page's address, encoded, in its own query.
    expect(
      scrubString('/_data?path=%2Freservation%2F%3Fconfirmation%3D1234567890%26lastname%3DBooker'),
    ).toBe('/_data?path=%2Freservation%2F%3Fconfirmation%3D[Redacted]%26lastname%3D[Redacted]');
    expect(scrubString('/_data?path=%2Fhotels%3FcheckIn%3D2026-12-01%26adults%3D2')).toBe(
      '/_data?path=%2Fhotels%3FcheckIn%3D2026-12-01%26adults%3D2',
    );
  });
});

describe('errors in the logs', () => {
  const PASSWORD = 'Hunter2Secret!';
  const EMAIL = 'private.person@example.com';

  function captured() {
    const chunks: string[] = [];
    const destination = { write: (line: string) => void chunks.push(line) };
    return { log: createLogger({ level: 'trace', destination }), text: () => chunks.join('') };
  }

  class HttpError extends Error {
    body = `{"email":"${EMAIL}","password":"${PASSWORD}"`;
    status = 400;
    response = { config: { data: { password: PASSWORD } }, headers: { cookie: 'session=x|y' } };
  }

  it('scrubs the message, stack, body and custom properties of an error at any depth', () => {
    const { log, text } = captured();
    const inner = new HttpError(`password: ${PASSWORD}`);
    const outer = new Error('request failed', { cause: inner });
    log.error({ err: outer }, 'nested');
    log.error({ error: inner, detail: { deeper: [{ err: inner }] } }, 'under other keys');
    log.warn(inner);
    log.warn(new AggregateError([inner], `for ${EMAIL}`), 'aggregate');
    const output = text();
    expect(output).not.toContain(PASSWORD);
    expect(output).not.toContain(EMAIL);
    expect(output).not.toContain('session=x');
    // what is not secret stays readable
    expect(output).toContain('"status":400');
    expect(output).toContain('request failed');
  });

  it('redacts secret key-value pairs inside strings: JSON, cut-off JSON, forms and messages', () => {
    expect(scrubString('{"email":"a@b.co","password":"p4ss word","ok":1}')).toBe(
      '{"email":"[Redacted]","password":"[Redacted]","ok":1}',
    );
    expect(scrubString('{"password":"cut sho')).toBe('{"password":"[Redacted]"');
    expect(scrubString('email=a%40b.co&password=s3cret&hotel=1')).toBe(
      'email=[Redacted]&password=[Redacted]&hotel=1',
    );
    expect(scrubString('bad newPassword: s3cret, retry')).toBe(
      'bad newPassword: [Redacted], retry',
    );
    expect(scrubString('the password is wrong')).toBe('the password is wrong');
  });
});
