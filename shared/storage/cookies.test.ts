import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deleteCookie,
  isValidCookieName,
  isValidCookieValue,
  readCookie,
  writeCookie,
} from './cookies.ts';
import { WrongSideError } from './browser-only.ts';

function fakeBrowser(protocol = 'http:') {
  const written: string[] = [];
  let jar = 'a=1; currentSearch=%7B%7D; other=x=y';
  vi.stubGlobal('window', { location: { protocol } });
  vi.stubGlobal('document', {
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      written.push(value);
      jar = value;
    },
  });
  return written;
}

afterEach(() => vi.unstubAllGlobals());

describe('cookie names and values', () => {
  it('accepts RFC 6265 tokens and cookie-octets', () => {
    expect(isValidCookieName('currentSearch')).toBe(true);
    expect(isValidCookieName('__Host-session')).toBe(true);
    expect(isValidCookieValue('%7B%22a%22%3A1%7D')).toBe(true);
    expect(isValidCookieValue('')).toBe(true);
  });

  it('refuses separators, spaces and control characters', () => {
    for (const name of ['', 'a b', 'a=b', 'a;b', 'a,b', 'é', 'a\u0000'])
      expect(isValidCookieName(name)).toBe(false);
    for (const value of ['a b', 'a;b', 'a,b', 'a"b', 'a\\b', 'é'])
      expect(isValidCookieValue(value)).toBe(false);
  });
});

describe('cookie helpers', () => {
  it('throw when used on the server', () => {
    expect(() => readCookie('a')).toThrow(WrongSideError);
    expect(() => writeCookie('a', '1')).toThrow(WrongSideError);
  });

  it('read a cookie by exact name, keeping "=" inside the value', () => {
    fakeBrowser();
    expect(readCookie('a')).toBe('1');
    expect(readCookie('other')).toBe('x=y');
    expect(readCookie('missing')).toBeNull();
  });

  it('write with path, SameSite and max-age, Secure only over HTTPS', () => {
    const written = fakeBrowser('https:');
    writeCookie('township', 'abc', { maxAgeSeconds: 86_400 });
    deleteCookie('township');
    expect(written).toEqual([
      'township=abc; Path=/; SameSite=Lax; Max-Age=86400; Secure',
      'township=; Path=/; SameSite=Lax; Max-Age=0; Secure',
    ]);
  });

  it('refuse an invalid name or value instead of writing a broken cookie', () => {
    const written = fakeBrowser();
    expect(() => writeCookie('bad name', '1')).toThrow(TypeError);
    expect(() => writeCookie('ok', 'semi;colon')).toThrow(TypeError);
    expect(written).toEqual([]);
  });
});
