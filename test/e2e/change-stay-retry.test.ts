// A stay change the platform makes but answers late, in a real browser against a real site and
// platform. This file's platform answers a NEW change 4 s after committing it
// (newChangeAnswerDelayMs, a test-only setting, server/platform/context.ts), and its site waits
// 2 s (BOOKING_TIMEOUT_MS), so the site answers 202 CONFIRMING although the change is made. The
// page says it is confirming the change (a status, not an error), keeps Confirm Change from
// sending again, and sends the change again with the same key; the platform answers the replay
// with the changed stay, and the stay was changed once.
import { expect } from 'vitest';
import { addDays, format } from 'date-fns';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { visit } from './support/page.ts';
import { bookThroughPlatform } from './support/booking.ts';
import { CHANGE_CONFIRMING, CHANGED_TITLE } from '#shared/components/reservations/change-stay.tsx';

it.override('platformOptions', { scope: 'file' }, { config: { newChangeAnswerDelayMs: 4_000 } });
it.override('siteEnv', { scope: 'file' }, { BOOKING_TIMEOUT_MS: '2000' });

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

describeInBrowser('a stay change the platform answers late', () => {
  it('the page shows "confirming" while the platform changes the stay; the same key again shows the change, made once', async ({
    open,
    site,
  }) => {
    const booked = await bookThroughPlatform(site, {
      checkIn: day(40),
      checkOut: day(43),
      guest: {
        givenName: 'Eve',
        surname: 'Latechange',
        email: 'eve.latechange@example.com',
        phone: '512-555-0198',
      },
      key: 'e2e-change-retry',
    });
    expect(booked.status).toBe(201);
    const number = booked.confirmationNumber;

    const { page, errors } = await open(viewports.desktop);
    const isChange = (method: string, url: string) =>
      method === 'POST' && url.endsWith(`/api/v1/reservation/reservations/${number}/change`);
    const sent: (string | null)[] = [];
    const answers: number[] = [];
    page.on('request', (request) => {
      if (isChange(request.method(), request.url()))
        sent.push(request.headers()['idempotency-key'] ?? null);
    });
    page.on('response', (response) => {
      if (isChange(response.request().method(), response.url())) answers.push(response.status());
    });

    await visit(page, `/reservation/?confirmation=${number}&lastname=Latechange`);
    await page
      .locator('#change-stay')
      .getByLabel(/^Check-out/)
      .fill(day(45));
    await page.getByRole('button', { name: 'See the New Price' }).click();
    await page.locator('#change-review-heading').waitFor();
    const confirm = page.getByRole('button', { name: 'Confirm Change' });
    await confirm.click();

    // Said as a polite status while the page asks again, never as an error.
    const status = page.getByRole('status').filter({ hasText: CHANGE_CONFIRMING });
    await status.waitFor({ timeout: 10_000 });
    expect(await page.getByRole('alert').count()).toBe(0);
    // The button is busy: another click sends nothing more.
    const busy = page.getByRole('button', { name: 'Changing...' });
    expect(await busy.getAttribute('aria-busy')).toBe('true');
    await busy.click();

    await page.getByRole('status').filter({ hasText: CHANGED_TITLE }).waitFor({ timeout: 30_000 });
    expect(await status.count()).toBe(0);

    // First the site's 202 at its deadline, then the same key again, answered with the change.
    expect(answers).toEqual([202, 200]);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBeTruthy();
    expect(sent[1]).toBe(sent[0]);

    const changes = await site.platform.store.db
      .selectFrom('reservation_changes')
      .select('idempotency_key')
      .where('idempotency_key', '=', sent[0]!)
      .execute();
    expect(changes).toHaveLength(1);
    const stay = await site.platform.store.db
      .selectFrom('reservations')
      .select('check_out')
      .where('confirmation_number', '=', number)
      .executeTakeFirstOrThrow();
    expect(stay.check_out).toBe(day(45));
    expect(errors).toEqual([]);
  });
});
