// The booking's step-up in a real browser: past the bookings an address makes in the hour without
// it (1 here, 3 by default), the platform asks for the captcha; the guest-data page shows it with
// the platform's words, keeps the button disabled until it is solved, and books with it.
import { expect } from 'vitest';
import { addDays, format } from 'date-fns';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { solveCaptcha, visit } from './support/page.ts';
import { bookThroughPlatform, confirmationNumber, fillGuest } from './support/booking.ts';
import { relaxedAbuseLimits } from '#test/support/platform.ts';

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

it.override(
  'platformOptions',
  { scope: 'file' },
  {
    config: { abuseLimits: { ...relaxedAbuseLimits, bookingCaptchaAfter: 1 } },
  },
);

describeInBrowser('booking: the captcha when the platform asks for it', () => {
  it('a second booking from one connection asks for the captcha, and books once it is solved', async ({
    open,
    site,
  }) => {
    const checkIn = day(50);
    const checkOut = day(53);
    // The first booking of this connection in the hour, made straight through the platform.
    const first = await bookThroughPlatform(site, { checkIn, checkOut, key: 'captcha-first-key' });
    expect(first.status).toBe(201);

    const { page, errors } = await open();
    await visit(
      page,
      `/guest-data?checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0&hotelId=TX917&roomTypeCode=SQ&ratePlanCode=STANDARD`,
    );
    await fillGuest(page, 'Stepup');
    const submit = page.getByRole('button', { name: 'Complete Reservation' });
    await submit.click();
    const alert = page.getByRole('alert');
    await alert.getByText('Please complete the captcha, then book again.').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await solveCaptcha(page);
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    expect(await confirmationNumber(page)).toMatch(/^\d{10}$/);
    // The one 401 is the platform asking for the captcha, which the browser logs as a failed load.
    expect(errors.filter((error) => !error.includes('status of 401 (Unauthorized)'))).toEqual([]);
    expect(errors).toHaveLength(1);
  });
});
