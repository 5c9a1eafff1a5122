// Price protection on every database of the run: an operator's cut re-prices a booked stay to the
// cent through the change-a-stay path; a rise, a non-refundable plan and a passed deadline change
// nothing; two instances send one notice; a guest who chose so has the saving applied at once.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '#test/support/platform.ts';
import { seedAccounts } from '#platform/dataset/accounts.ts';
import { openStore } from '#platform/db/database.ts';
import { createPlatformContext } from '#platform/start.ts';
import { runPriceWatchPass } from '#platform/services/price-watch.ts';
import { addAdjustment } from '#platform/services/rates-adjustments-store.ts';
import { bookingBody, FIXED_NOW, HOTEL } from './booking-fixture.ts';
import { useBookingPlatform } from './booking-calls.ts';
import { changeCalls } from './change-calls.ts';

const hours = (n: number) => new Date(FIXED_NOW.getTime() + n * 3600_000);

describe.each(databaseKinds)('price protection (%s)', (kind) => {
  const booking = useBookingPlatform(kind);
  const { api, book, change, lookUp, history } = changeCalls(booking.platform);
  const context = () => booking.platform().context;
  const drops = (to = 'ada@example.com') =>
    booking.mail().filter((m) => m.kind === 'price-drop' && m.to === to);
  const cut = (from: string, to: string, percent: number) =>
    addAdjustment(context().db, { hotelId: HOTEL, from, to, percent }, 'test', context().now());
  const roomTotal = async (checkIn: string, checkOut: string) => {
    const res = await api()
      .get(`/v2/rate/hotels/${HOTEL}/rooms`)
      .query({ checkIn, checkOut, adults: 2, children: 0, rooms: 1 });
    const room = res.body.rooms.find((r: { roomTypeCode: string }) => r.roomTypeCode === 'SQ');
    return room.ratePlans.find((p: { ratePlanCode: string }) => p.ratePlanCode === 'RACK') as {
      total: number;
      nightly: { night: string; amount: number }[];
    };
  };

  it('a 10 % cut re-prices a booked stay to the cent through the offer, once', async () => {
    booking.setClock(hours(1));
    const stay = { checkIn: '2026-03-10', checkOut: '2026-03-13' };
    const booked = await book(bookingBody(stay));
    const before = await roomTotal(stay.checkIn, stay.checkOut);
    expect(booked.total).toBe(before.total);

    await cut('2026-03-10', '2026-03-12', -10);
    const now = await roomTotal(stay.checkIn, stay.checkOut);
    // Every night 10 % off, rounded to the cent, on the hotel page as anywhere.
    expect(now.nightly.map((n) => n.amount)).toEqual(
      before.nightly.map((n) => Math.round(n.amount * 90) / 100),
    );

    const pass = await runPriceWatchPass(context());
    expect(pass).toMatchObject({ lower: 1, noticed: 1, applied: 0 });
    const [mail] = drops();
    expect(mail?.text).toContain(`It costs now: $${now.total.toFixed(2)}`);
    const saving = Math.round((booked.total - now.total) * 100) / 100;
    const seen = await lookUp(booked.confirmationNumber);
    expect(seen.body.reservation.priceDrop).toEqual({
      oldTotal: booked.total,
      newTotal: now.total,
      saving,
    });
    // A second pass the same day sends nothing more.
    await runPriceWatchPass(context());
    expect(drops()).toHaveLength(1);

    const applied = await change(booked.confirmationNumber, { ...stay, lowerPrice: true });
    expect(applied.status).toBe(200);
    expect(applied.body.reservation).toMatchObject({ total: now.total, priceDrop: null });
    expect(await history(booked.confirmationNumber)).toHaveLength(1);
    expect(booking.mail().filter((m) => m.kind === 'change')).toHaveLength(1);
    // Applied once: the same offer again is refused, the total stays.
    const again = await change(booked.confirmationNumber, { ...stay, lowerPrice: true });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('NO_LOWER_PRICE');
  });

  it('a rise changes nothing, and no lower price can be applied', async () => {
    booking.setClock(hours(2));
    const stay = { checkIn: '2026-03-20', checkOut: '2026-03-23' };
    const booked = await book(bookingBody({ ...stay, email: 'rise@example.com' }));
    await cut('2026-03-20', '2026-03-22', 15);
    await runPriceWatchPass(context());
    expect(drops('rise@example.com')).toHaveLength(0);
    const seen = await lookUp(booked.confirmationNumber);
    expect(seen.body.reservation).toMatchObject({ total: booked.total, priceDrop: null });
    const refused = await change(booked.confirmationNumber, { ...stay, lowerPrice: true });
    expect(refused.status).toBe(409);
    expect((await lookUp(booked.confirmationNumber)).body.reservation.total).toBe(booked.total);
  });

  it('leaves a non-refundable reservation and one past its deadline alone', async () => {
    booking.setClock(hours(3));
    const db = context().db;
    await db
      .insertInto('rate_plans')
      .values({
        rate_plan_code: 'PREPAID',
        name: 'Prepaid',
        description: 'Paid at booking, not refundable.',
        kind: 'prepaid',
        discount_bp: 0,
        audience: 'everyone',
        refundable: 0,
      })
      .execute();
    const prepaid = await book(
      bookingBody({ checkIn: '2026-04-01', checkOut: '2026-04-04', email: 'prepaid@example.com' }),
    );
    await db
      .updateTable('reservations')
      .set({ rate_plan_code: 'PREPAID' })
      .where('confirmation_number', '=', prepaid.confirmationNumber)
      .execute();
    // Arrives tomorrow (03-03); once 6:00 PM hotel time of that day has passed, the price is fixed.
    const late = await book(
      bookingBody({ checkIn: '2026-03-03', checkOut: '2026-03-06', email: 'late@example.com' }),
    );
    await cut('2026-03-01', '2026-04-10', -20);
    booking.setClock(new Date('2026-03-04T12:00:00Z'));
    await runPriceWatchPass(context());
    expect(drops('prepaid@example.com')).toHaveLength(0);
    expect(drops('late@example.com')).toHaveLength(0);
    for (const number of [prepaid.confirmationNumber, late.confirmationNumber])
      expect((await lookUp(number)).body.reservation.priceDrop).toBeNull();
    const refused = await change(late.confirmationNumber, {
      checkIn: '2026-03-03',
      checkOut: '2026-03-06',
      lowerPrice: true,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].code).toBe('PRICE_LOCKED');
  });

  it('two instances running the job at once send one notice', async () => {
    booking.setClock(new Date('2026-03-05T12:00:00Z'));
    const booked = await book(
      bookingBody({ checkIn: '2026-05-04', checkOut: '2026-05-07', email: 'twice@example.com' }),
    );
    await cut('2026-05-04', '2026-05-06', -10);
    const running = booking.platform();
    // The second instance: its own store (its own connections, on PostgreSQL) on the same data.
    const second =
      kind === 'postgres'
        ? openStore({
            databaseUrl: process.env.DATABASE_URL,
            schema: await currentSchema(running),
          })
        : running.store;
    const other = createPlatformContext(second, {
      config: running.context.config,
      log: running.context.log,
      now: running.context.now,
    });
    other.mailer = running.context.mailer;
    try {
      await Promise.all([runPriceWatchPass(running.context), runPriceWatchPass(other)]);
    } finally {
      if (second !== running.store) await second.close();
    }
    expect(drops('twice@example.com')).toHaveLength(1);
    const outbox = await running.store.db
      .selectFrom('mail_outbox')
      .select('mail_id')
      .where('to_address', '=', 'twice@example.com')
      .where('kind', '=', 'price-drop')
      .execute();
    expect(outbox).toHaveLength(1);
    expect((await lookUp(booked.confirmationNumber)).body.reservation.priceDrop).not.toBeNull();
  });

  it('applies the saving without a click for a signed-in guest who chose so', async () => {
    booking.setClock(new Date('2026-03-05T13:00:00Z'));
    const running = booking.platform();
    await seedAccounts(running.store.db);
    const signIn = await request(running.server)
      .post('/v1/account/sign-in')
      .type('form')
      .send({ email: 'guest@longstay.test', password: btoa('Longstay2026') });
    expect(signIn.status).toBe(200);
    const bearer = `Bearer ${signIn.body.authorization.accessToken}`;
    const choose = await request(running.server)
      .put('/v1/account/price-protection')
      .set('Authorization', bearer)
      .send({ autoApply: true });
    expect(choose.body).toEqual({ autoApply: true });
    const res = await request(running.server)
      .post('/v1/reservation/reservations')
      .set('Authorization', bearer)
      .set('Idempotency-Key', `auto-${Date.now()}`)
      .send(bookingBody({ checkIn: '2026-06-01', checkOut: '2026-06-04' }));
    expect(res.status).toBe(201);
    const booked = res.body.reservation as { confirmationNumber: string; total: number };
    await cut('2026-06-01', '2026-06-03', -10);
    const target = await roomTotal('2026-06-01', '2026-06-04');
    const pass = await runPriceWatchPass(running.context);
    expect(pass.applied).toBe(1);
    const seen = await lookUp(booked.confirmationNumber);
    expect(seen.body.reservation).toMatchObject({ total: target.total, priceDrop: null });
    expect(target.total).toBeLessThan(booked.total);
  });
});

async function currentSchema(running: { store: { db: unknown } }): Promise<string> {
  const { sql } = await import('kysely');
  const db = running.store.db as Parameters<ReturnType<typeof sql>['execute']>[0];
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return result.rows[0]!.schema;
}
