// What a guest on a phone (375 × 667, touch) sees first: a two-line health notice, the home
// page's destination field high enough that its suggestions show above the keyboard (and moved
// to the top of the screen when it takes focus), the party picker opening where it is seen, and
// on the reservation page the stay before what can be done with it (Cancel).
import { expect } from 'vitest';
import { it } from './support/fixture.ts';
import { describeInBrowser } from './support/browser.ts';
import { visit } from './support/page.ts';
import { signInGuestWithStay } from './support/guest-with-stay.ts';

const phone = { hasTouch: true, isMobile: true };
const screen = { width: 375, height: 667 };

describeInBrowser('the first screen on a phone', () => {
  it('home: a compact notice, the destination high, its field at the top once focused', async ({
    open,
  }) => {
    const { page, errors } = await open(screen, phone);
    await visit(page, '/');
    const notice = (await page
      .getByRole('complementary', { name: 'Public health notice' })
      .boundingBox())!;
    expect(notice.height).toBeLessThan(70);
    const field = page.locator('#place-input');
    expect((await field.boundingBox())!.y).toBeLessThan(400);

    await field.tap();
    // Below the sticky header, with the rest of the screen above the keyboard for suggestions.
    await expect.poll(async () => (await field.boundingBox())!.y).toBeLessThan(200);
    await field.fill('dal');
    const list = page.getByRole('listbox');
    await list.waitFor();
    const box = (await list.boundingBox())!;
    expect(box.y).toBeLessThan(300);
    expect(errors).toEqual([]);
  });

  it('the party picker opens in view', async ({ open }) => {
    const { page, errors } = await open(screen, phone);
    await visit(page, '/');
    const widget = page.getByRole('search', { name: 'Reserve a Room' });
    await widget.getByRole('button', { name: /^Guests and rooms/ }).tap();
    const panel = widget.getByRole('group', { name: 'Guests and rooms' });
    await panel.waitFor();
    await expect
      .poll(async () => {
        const box = (await panel.boundingBox())!;
        return box.y >= 0 && box.y + box.height <= screen.height + 1;
      })
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it('reservation page: the stay summary before Cancel', async ({ open, site }) => {
    const { page, errors } = await open(screen, phone);
    const stay = await signInGuestWithStay(page, site);
    await visit(page, `/reservation/?confirmation=${stay.confirmationNumber}&lastname=Rivera`);
    const summary = (await page
      .getByRole('complementary', { name: 'Stay summary' })
      .boundingBox())!;
    const cancel = (await page.getByRole('button', { name: 'Cancel Reservation' }).boundingBox())!;
    expect(summary.y).toBeLessThan(cancel.y);
    expect(errors).toEqual([]);
  });
});
