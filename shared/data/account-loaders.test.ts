// The account loaders: the login page's return address (a property test over any string: it never
// leads to another origin), the signed-out answers of My Account and Edit Account, and the
// development mailbox answering 404 outside development.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PageNotFound } from './page-not-found.ts';
import { Redirect } from './redirect.ts';
import type { LoaderArgs } from './route-types.ts';
import { ApiError, type ApiClient } from './api-client.ts';
import { loadDevMailbox, loadEditAccount, loadLogin, loadMyAccount } from './account-loaders.ts';
import type { RequestContext } from './request-context.ts';

const SITE = 'https://www.longstay.example';

const context = (account: RequestContext['account'] = null): RequestContext => ({
  corporateId: null,
  template: null,
  township: null,
  currentSearch: null,
  account,
  isBot: false,
});

function api(get: (path: string) => Promise<unknown>): ApiClient {
  const refuse = () => Promise.reject(new Error('not expected'));
  return { get: get as ApiClient['get'], post: refuse, put: refuse, delete: refuse };
}

const args = (url: string, overrides: Partial<LoaderArgs> = {}): LoaderArgs => ({
  api: api(() => Promise.reject(new Error('no call expected'))),
  context: context(),
  params: {},
  url: new URL(url, SITE),
  signal: new AbortController().signal,
  sanitizer: async () => (html) => html,
  ...overrides,
});

/** What the login page does after a sign-in: window.location.assign(data.returnUrl). */
const landing = async (search: string): Promise<URL> => {
  const { returnUrl } = await loadLogin(args(`/login${search}`));
  return new URL(returnUrl, SITE);
};

describe('login return address (/login accepts returnUrl)', () => {
  it('keeps a same-site path and sends anything else to /', async () => {
    expect((await landing('?returnUrl=/my-account')).href).toBe(`${SITE}/my-account`);
    expect((await landing('?returnUrl=%2Fmy-account%3Fx%3D1')).href).toBe(`${SITE}/my-account?x=1`);
    expect((await landing('?returnUrl=//evil.example')).href).toBe(`${SITE}/`);
    expect((await landing('?returnUrl=https://evil.example/')).href).toBe(`${SITE}/`);
    expect((await landing('?returnUrl=/%5Cevil.example')).href).toBe(`${SITE}/`);
    expect((await landing('')).href).toBe(`${SITE}/`);
  });

  it('no returnUrl string, however encoded, leads to another origin', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((tail) => `//${tail}`),
          fc.string().map((tail) => `/\\${tail}`),
          fc
            .constantFrom('/', '\\', '/\t', '%2F', 'http:', ':', '@', '.')
            .chain((head) => fc.string().map((tail) => `${head}${tail}`)),
        ),
        async (value) => {
          // Both how a link would carry it (encoded) and a raw query the guest typed.
          const encoded = await landing(`?${new URLSearchParams({ returnUrl: value })}`);
          expect(encoded.origin).toBe(SITE);
          const raw = await landing(`?returnUrl=${value}`);
          expect(raw.origin).toBe(SITE);
        },
      ),
      { numRuns: 2000 },
    );
  }, 60_000); // thousands of runs: a loaded machine needs more than the default 5 s
});

describe('signed-out account pages (editing needs a session)', () => {
  it('My Account and Edit Account send the guest to /login with their return address', async () => {
    await expect(loadMyAccount(args('/my-account'))).rejects.toEqual(
      new Redirect('/login?returnUrl=%2Fmy-account'),
    );
    await expect(loadEditAccount(args('/edit-account'))).rejects.toMatchObject({
      location: '/login?returnUrl=%2Fedit-account',
    });
  });

  it('a session the platform refuses counts as signed out', async () => {
    const refused = api(() => Promise.reject(new ApiError(401, null)));
    await expect(
      loadEditAccount(
        args('/edit-account', {
          api: refused,
          context: context({ loginId: 'a@b.co', givenName: 'A' }),
        }),
      ),
    ).rejects.toBeInstanceOf(Redirect);
  });

  it('a platform failure says the account is unavailable, not a silent sign-out', async () => {
    const broken = api(() => Promise.reject(new ApiError(503, null)));
    await expect(
      loadEditAccount(
        args('/edit-account', {
          api: broken,
          context: context({ loginId: 'a@b.co', givenName: 'A' }),
        }),
      ),
    ).resolves.toEqual({ account: null });
    // a saved session the site could not check at all: unavailable too, not the sign-in page
    const unchecked = { ...context(null), sessionUnavailable: true };
    await expect(
      loadMyAccount(args('/my-account', { api: broken, context: unchecked })),
    ).resolves.toEqual({
      account: null,
      reservations: null,
      sessions: null,
      updated: false,
      nextStayImage: null,
    });
  });

  it('My Account keeps the profile when the reservation list fails', async () => {
    const account = { loginId: 'a@b.co', name: { givenName: 'A', surname: 'B' } };
    const sessions = [
      {
        id: 'abcdefghijklmnopqrstuv',
        device: 'Chrome on Mac',
        via: 'sign-in',
        signedInAt: '2026-11-26T12:00:00.000Z',
        lastSeenAt: '2026-11-26T12:30:00.000Z',
        current: true,
      },
    ];
    const partial = api((path) =>
      path.startsWith('/v1/account/accounts/')
        ? Promise.resolve({ account })
        : path === '/v1/account/sessions'
          ? Promise.resolve({ sessions, total: 1 })
          : Promise.reject(new ApiError(500, null)),
    );
    const data = await loadMyAccount(
      args('/my-account?updated=1', {
        api: partial,
        context: context({ loginId: 'a@b.co', givenName: 'A' }),
      }),
    );
    expect(data).toEqual({
      account,
      reservations: null,
      sessions: { sessions, total: 1 },
      updated: true,
      nextStayImage: null,
    });
  });

  it('My Account keeps the profile when the list of devices fails', async () => {
    const account = { loginId: 'a@b.co', name: { givenName: 'A', surname: 'B' } };
    const partial = api((path) =>
      path.startsWith('/v1/account/accounts/')
        ? Promise.resolve({ account })
        : path === '/v1/account/sessions'
          ? Promise.reject(new ApiError(502, null))
          : Promise.resolve({ reservations: [] }),
    );
    const data = await loadMyAccount(
      args('/my-account', {
        api: partial,
        context: context({ loginId: 'a@b.co', givenName: 'A' }),
      }),
    );
    expect(data).toEqual({
      account,
      reservations: [],
      sessions: null,
      updated: false,
      nextStayImage: null,
    });
  });
});

describe('development mailbox', () => {
  it('is a 404 page when the platform has no outbox (outside development)', async () => {
    const production = api(() => Promise.reject(new ApiError(404, null)));
    await expect(loadDevMailbox(args('/dev/mailbox', { api: production }))).rejects.toBeInstanceOf(
      PageNotFound,
    );
  });

  it('asks for one recipient when ?to= is given', async () => {
    const paths: string[] = [];
    const outbox = api((path) => {
      paths.push(path);
      return Promise.resolve({ data: [] });
    });
    expect(await loadDevMailbox(args('/dev/mailbox?to=a%40b.co', { api: outbox }))).toEqual({
      mails: [],
      to: 'a@b.co',
    });
    expect(paths).toEqual(['/v1/dev/outbox?limit=50&to=a%40b.co']);
  });
});
