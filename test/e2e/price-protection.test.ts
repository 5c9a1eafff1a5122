// Price protection in a real browser: a booked stay, the operator cuts the rate 10 %, one pass of
// the job runs; the reservation page shows the banner (booked for, costs now, saving), its one
// button applies the lower price; the confirmation, the page and the change e-mail show the new
// total, to the cent the hotel page would charge.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, format } from 'date-fns';
import { it } from './support/fixture.ts';
import { describeInBrowser, viewports } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { visit } from './support/page.ts';
import { bookThroughPlatform } from './support/booking.ts';
import { runPriceWatchPass } from '#platform/services/price-watch.ts';
import { addAdjustment } from '#platform/services/rates-adjustments-store.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

describeInBrowser('price protection', () => {
  it('book, cut the rate 10 %, one pass, accept on the reservation page', async ({
    open,
    site,
  }) => {
    const { page, errors } = await open(viewports.desktop);
    const checkIn = day(60);
    const checkOut = day(63);
    const guest = {
      givenName: 'Pia',
      surname: 'Saver',
      email: 'pia.saver@example.com',
      phone: '512-555-0142',
    };
    const booked = await bookThroughPlatform(site, {
      checkIn,
      checkOut,
      guest,
      key: 'e2e-price-protection',
    });
    expect(booked.status).toBe(201);
    const number = booked.confirmationNumber;

    const { context } = site.platform;
    await addAdjustment(
      context.db,
      { hotelId: 'TX917', from: checkIn, to: day(62), percent: -10 },
      'e2e',
      context.now(),
    );
    const pass = await runPriceWatchPass(context);
    expect(pass).toMatchObject({ lower: 1, noticed: 1 });
    const offered = await fetch(
      `${site.platform.url}/v1/reservation/reservations/${number}?lastName=Saver`,
    ).then((r) => r.json() as Promise<{ reservation: { priceDrop: { newTotal: number } } }>);
    const newTotal = offered.reservation.priceDrop.newTotal;
    expect(newTotal).toBeLessThan(booked.total);

    await visit(page, `/reservation/?confirmation=${number}&lastname=Saver`);
    const banner = await text(page, '.price-drop');
    expect(banner).toContain(`You booked it for${usd(booked.total)}`);
    expect(banner).toContain(`It costs now${usd(newTotal)}`);
    expect(banner).toContain(`You save${usd(Math.round((booked.total - newTotal) * 100) / 100)}`);
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/price-drop-1280.png`, fullPage: true });

    await page.getByRole('button', { name: 'Apply the lower price' }).click();
    await page.locator('[data-testid="price-drop-applied"]').waitFor();
    expect(await text(page, '[data-testid="price-drop-applied"]')).toContain(usd(newTotal));
    expect(await text(page, '.stay-summary__total')).toContain(usd(newTotal));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/price-drop-applied-1280.png` });

    // A fresh look at the page: the new total, and no banner any more.
    await visit(page, `/reservation/?confirmation=${number}&lastname=Saver`);
    expect(await text(page, '.stay-summary__total')).toContain(usd(newTotal));
    expect(await page.locator('.price-drop').count()).toBe(0);

    const mail = await site.platform.store.db
      .selectFrom('mail_outbox')
      .select(['kind', 'text'])
      .where('to_address', '=', 'pia.saver@example.com')
      .execute();
    const of = (kind: string) => mail.filter((m) => m.kind === kind);
    expect(mail.map((m) => m.kind).sort()).toEqual(['booking', 'change', 'price-drop']);
    expect(of('price-drop')[0]!.text).toContain(`It costs now: ${usd(newTotal)}`);
    expect(of('change')[0]!.text).toContain(`Total, taxes included: ${usd(newTotal)}`);
    expect(errors).toEqual([]);
  });
});
