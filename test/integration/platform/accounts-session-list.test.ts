// A guest can see and end their sessions: every sign-in — the sign-in call the site makes, the same call made
// directly, and `Authorization: Basic` — opens a session the guest sees in the list (device, last
// seen, this one marked) and can end, one at a time or all at once. No token or stored hash leaves
// the platform.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds } from '#test/support/platform.ts';
import { hashToken } from '#platform/services/tokens.ts';
import { b64, freshAddress, useAccountsPlatform } from './accounts-support.ts';

const OWNER = 'guest@longstay.test';
const PASSWORD = 'Longstay2026';
const PHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

interface Listed {
  id: string;
  device: string;
  via: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}

describe.each(databaseKinds)('the list of sessions on %s', (kind) => {
  let clock = Date.parse('2026-11-26T12:00:00Z');
  const running = useAccountsPlatform(kind, { now: () => new Date(clock) });

  const signIn = async (userAgent: string, email = OWNER, password = PASSWORD) =>
    (
      await request(running.url)
        .post('/v1/account/sign-in')
        .set('X-Forwarded-For', freshAddress())
        .set('User-Agent', userAgent)
        .type('form')
        .send({ email, password: b64(password) })
        .expect(200)
    ).body.authorization.accessToken as string;
  const basicSignIn = async (userAgent: string) =>
    (
      await request(running.url)
        .get(`/v1/account/accounts/${OWNER}`)
        .set('X-Forwarded-For', freshAddress())
        .set('User-Agent', userAgent)
        .set('Authorization', `Basic ${b64(`${OWNER}:${PASSWORD}`)}`)
        .expect(200)
    ).body.authorization.accessToken as string;
  const list = (token: string) =>
    request(running.url).get('/v1/account/sessions').set('Authorization', `Bearer ${token}`);
  const alive = async (token: string, account = OWNER) =>
    (
      await request(running.url)
        .get(`/v1/account/accounts/${account}`)
        .set('Authorization', `Bearer ${token}`)
    ).status === 200;
  const endAll = (token: string) =>
    request(running.url).delete('/v1/account/sessions').set('Authorization', `Bearer ${token}`);

  it('lists sessions from the site, the sign-in call and Basic, with device, last seen and this one marked', async () => {
    const phone = await signIn(PHONE_SAFARI);
    clock += 5 * 60 * 1000;
    const desktop = await signIn(DESKTOP_FIREFOX);
    clock += 5 * 60 * 1000;
    const script = await basicSignIn('curl/8.5.0');
    clock += 5 * 60 * 1000;

    const answer = await list(desktop).expect(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    const sessions = answer.body.sessions as Listed[];
    expect(answer.body.total).toBe(3);
    expect(sessions.map((s) => [s.device, s.via, s.current])).toEqual([
      ['Firefox on Windows', 'sign-in', true],
      ['curl', 'basic', false],
      ['Safari on iPhone', 'sign-in', false],
    ]);
    // The asking session was just seen; the others when they were last used.
    expect(sessions[0]!.lastSeenAt).toBe(new Date(clock).toISOString());
    expect(sessions[2]!.lastSeenAt).toBe(new Date(clock - 15 * 60 * 1000).toISOString());
    // Opaque ids: neither a token nor a stored hash is in the answer.
    const text = JSON.stringify(answer.body);
    for (const token of [phone, desktop, script]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(hashToken(token));
    }
    expect(new Set(sessions.map((s) => s.id)).size).toBe(3);
    await endAll(desktop).expect(200);
  });

  it('ends one other session by its id, and only a session of the same account', async () => {
    const mine = await signIn(DESKTOP_FIREFOX);
    const other = await signIn(PHONE_SAFARI);
    const stranger = await signIn(DESKTOP_FIREFOX, 'traveler@longstay.test', 'Roadwarrior7');
    const sessions = (await list(mine).expect(200)).body.sessions as Listed[];
    const phone = sessions.find((s) => !s.current)!;

    // Another account cannot end it, and learns nothing: the same 404 as an unknown id.
    const foreign = await request(running.url)
      .delete(`/v1/account/sessions/${phone.id}`)
      .set('Authorization', `Bearer ${stranger}`);
    expect(foreign.status).toBe(404);
    expect(await alive(other)).toBe(true);

    const ended = await request(running.url)
      .delete(`/v1/account/sessions/${phone.id}`)
      .set('Authorization', `Bearer ${mine}`)
      .expect(200);
    expect((ended.body.sessions as Listed[]).map((s) => s.current)).toEqual([true]);
    expect(await alive(other)).toBe(false);
    expect(await alive(mine)).toBe(true);

    const again = await request(running.url)
      .delete(`/v1/account/sessions/${phone.id}`)
      .set('Authorization', `Bearer ${mine}`);
    expect(again.status).toBe(404);
    expect(again.body.errors[0].message).toBe('This session has ended already.');
    const malformed = await request(running.url)
      .delete('/v1/account/sessions/not-an-id')
      .set('Authorization', `Bearer ${mine}`);
    expect(malformed.status).toBe(400);
    await endAll(mine).expect(200);
    await endAll(stranger).expect(200);
  });

  it('signs out everywhere, the asking session included, and leaves other accounts alone', async () => {
    const one = await signIn(DESKTOP_FIREFOX);
    const two = await basicSignIn('python-requests/2.31');
    const stranger = await signIn(PHONE_SAFARI, 'traveler@longstay.test', 'Roadwarrior7');
    await endAll(one).expect(200);
    expect(await alive(one)).toBe(false);
    expect(await alive(two)).toBe(false);
    expect(await alive(stranger, 'traveler@longstay.test')).toBe(true);
    expect((await list(one)).status).toBe(401);
    expect((await endAll(one)).status).toBe(401);
  });

  it('does not list sessions that timed out', async () => {
    const idle = await signIn(PHONE_SAFARI);
    clock += 90 * 60 * 1000;
    const fresh = await signIn(DESKTOP_FIREFOX);
    clock += 31 * 60 * 1000; // idle: 121 minutes unused; fresh: 31
    const sessions = (await list(fresh).expect(200)).body.sessions as Listed[];
    expect(sessions.map((s) => s.device)).toEqual(['Firefox on Windows']);
    expect(await alive(idle)).toBe(false);
  });

  it('answers 401 without a session', async () => {
    expect((await request(running.url).get('/v1/account/sessions')).status).toBe(401);
    expect((await request(running.url).delete('/v1/account/sessions')).status).toBe(401);
  });
});
