// Reservations: create with an idempotency key, look up by
// confirmation number + last name, list for the signed-in account, cancel.
import { setTimeout } from 'node:timers/promises';
import type { Request, Response } from 'express';
import { badRequest, invalidValue, notFound, required, unauthorized } from '../http/errors.ts';
import { route, type RouteDefinition } from '../http/route.ts';
import { authenticate } from '../services/session-auth.ts';
import { clientAddress } from '../services/throttle.ts';
import { VISIBLE_TEXT_PATTERN } from '#shared/validation/patterns.ts';
import { MAX_ROOMS, MIN_ROOMS } from '#shared/validation/party.ts';
import type { PlatformContext } from '../context.ts';
import { corporateIdSchema, hotelIdSchema, stayDateSchema } from '../services/rates-schemas.ts';
import {
  BOOKING_PATH,
  CALLER_DEADLINE_HEADER,
  type BookingRequest,
} from '#shared/data/booking-contract.ts';
import { createReservation } from '../services/reservations-create.ts';
import {
  cancelReservation,
  listReservations,
  lookUpReservation,
} from '../services/reservations-manage.ts';
import { calendarFileName, stayCalendar } from '../services/stay-calendar.ts';
import { hotelExtras } from '../mail/hotel-extras.ts';
import { oneReservation, reservation } from './reservations-answers.ts';
import { arrayOf, object } from '../http/answer-schemas.ts';

// Printable text with at least one visible character: control characters (U+0000 above all,
// which PostgreSQL refuses in text) are a 400, never a database error; so are bidirectional
// overrides and values made only of invisible characters.
export const name = {
  type: 'string',
  minLength: 1,
  maxLength: 60,
  pattern: VISIBLE_TEXT_PATTERN,
};
const code = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' };
const cardNumber = { type: 'string', minLength: 12, maxLength: 40 };
// '11/29' or '1129': the format and the date are checked by the one card rule set
// (shared/validation/card.ts), which answers with the form's own message.
const cardExpiry = { type: 'string', minLength: 1, maxLength: 10 };
const cardHolder = { ...name, maxLength: 100 };

const bookingBody = {
  type: 'object',
  additionalProperties: false,
  required: [
    'hotelId',
    'roomTypeCode',
    'ratePlanCode',
    'checkIn',
    'checkOut',
    'adults',
    'givenName',
    'surname',
    'email',
    'phone',
  ],
  properties: {
    hotelId: hotelIdSchema,
    roomTypeCode: code,
    ratePlanCode: code,
    checkIn: stayDateSchema,
    checkOut: stayDateSchema,
    adults: { type: 'integer', minimum: 1, maximum: 10 },
    children: { type: 'integer', minimum: 0, maximum: 10, default: 0 },
    rooms: { type: 'integer', minimum: MIN_ROOMS, maximum: MAX_ROOMS, default: 1 },
    givenName: name,
    surname: name,
    email: { type: 'string', format: 'email', maxLength: 254 },
    phone: { type: 'string', pattern: '^[0-9+()./ -]{7,30}$' },
    // 24-hour 'HH:MM'; the guest-data page shows it as a 12-hour time (Formats).
    arrivalTime: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
    corporateId: corporateIdSchema,
    card: {
      type: 'object',
      additionalProperties: false,
      required: ['number', 'expiry', 'holder'],
      properties: { number: cardNumber, expiry: cardExpiry, holder: cardHolder },
    },
    // A solved captcha, sent once the platform asked for it (401 CAPTCHA_REQUIRED).
    captcha: { type: 'string', maxLength: 8000 },
    // The same card as flat fields, for form-encoded bodies (which cannot nest).
    cardNumber,
    cardExpiry,
    cardHolder,
  },
};

type BookingBody = Omit<BookingRequest, 'card'> & {
  card?: BookingRequest['card'];
  captcha?: string;
  cardNumber?: string;
  cardExpiry?: string;
  cardHolder?: string;
};

function cardOf(body: BookingBody): BookingRequest['card'] {
  if (body.card) return body.card;
  const missing = (['cardNumber', 'cardExpiry', 'cardHolder'] as const).filter((k) => !body[k]);
  if (missing.length) {
    throw badRequest(missing.map((parameterName) => required(parameterName)));
  }
  return { number: body.cardNumber!, expiry: body.cardExpiry!, holder: body.cardHolder! };
}

export function idempotencyKey(req: Request): string {
  const key = req.get('Idempotency-Key');
  if (!key) {
    throw badRequest([required('Idempotency-Key')]);
  }
  if (!/^[\x21-\x7e]{8,100}$/.test(key)) {
    throw badRequest([
      invalidValue(
        'Idempotency-Key',
        'The Idempotency-Key header must be 8 to 100 visible ASCII characters.',
      ),
    ]);
  }
  return key;
}

/**
 * Aborts when the caller gives up (the site's deadline, a closed browser): a booking or a change
 * still waiting for its turn (booking-gate.ts) is then not made at all.
 */
export function gaveUp(res: Response): AbortSignal {
  const controller = new AbortController();
  const left = () => {
    if (!res.writableFinished) controller.abort();
  };
  res.once('close', left);
  // The caller's own deadline (the site sends it with a booking or a change): a request read
  // after a pause of this process comes when its caller has long given up, and no close event
  // says so until the answer is written. Not starting it then spares a booking made for nobody,
  // and a stopping process the queue of them. Read once, on arrival: a caller still connected
  // decides for itself when it leaves (its close event).
  const deadline = Number(res.req.get(CALLER_DEADLINE_HEADER));
  if (Number.isFinite(deadline) && deadline > 0 && deadline <= Date.now()) left();
  return controller.signal;
}

async function signedIn(platform: PlatformContext, req: Request): Promise<string | null> {
  return /^Bearer\s/i.test(req.get('Authorization') ?? '') ? authenticate(platform, req) : null;
}

export const confirmationParams = {
  type: 'object',
  required: ['confirmationNumber'],
  properties: { confirmationNumber: { type: 'string', minLength: 1, maxLength: 100 } },
};
const lastNameOnly = {
  type: 'object',
  additionalProperties: false,
  required: ['lastName'],
  properties: { lastName: name },
};

export const routes: RouteDefinition[] = [
  route<Record<string, string>, Record<string, unknown>, BookingBody>({
    method: 'post',
    path: BOOKING_PATH,
    summary:
      'Book 1–4 rooms of one type for a stay, as one reservation (header Idempotency-Key required; 201 new, 200 replay of the same key, 409 SOLD_OUT when any night lacks a room, 402 CARD_DECLINED; past a few bookings from one address, card, e-mail or name in the hour 401 CAPTCHA_REQUIRED until a solved `captcha` comes along, and 429 past the velocity ceilings)',
    tag: 'reservations',
    body: bookingBody,
    bodyType: 'json',
    response: oneReservation,
    async handler({ body, req, res, platform }) {
      // Personal data: never kept by a cache.
      res.set('Cache-Control', 'no-store');
      const key = idempotencyKey(req);
      const card = cardOf(body);
      const loginId = await signedIn(platform, req);
      const { created, view } = await createReservation(
        platform,
        { ...body, card },
        key,
        loginId,
        gaveUp(res),
        { address: clientAddress(req), captcha: body.captcha ?? null },
      );
      const lateBy = platform.config.newBookingAnswerDelayMs;
      if (created && lateBy) await setTimeout(lateBy);
      res.status(created ? 201 : 200);
      return { reservation: view };
    },
  }),

  route({
    method: 'get',
    path: '/v1/reservation/reservations',
    summary: "The signed-in account's reservations, upcoming and past (Bearer)",
    tag: 'reservations',
    response: object({ reservations: arrayOf(reservation) }),
    async handler({ req, res, platform }) {
      res.set('Cache-Control', 'no-store');
      const loginId = await signedIn(platform, req);
      if (!loginId) throw unauthorized();
      return { reservations: await listReservations(platform, loginId) };
    },
  }),

  route<{ confirmationNumber: string }, { lastName: string }>({
    method: 'get',
    path: '/v1/reservation/reservations/:confirmationNumber',
    summary: 'Find a reservation by confirmation number and last name',
    tag: 'reservations',
    params: confirmationParams,
    query: lastNameOnly,
    response: oneReservation,
    async handler({ params, query, req, res, platform }) {
      res.set('Cache-Control', 'no-store');
      return {
        reservation: await lookUpReservation(
          platform,
          params.confirmationNumber,
          query.lastName,
          clientAddress(req),
        ),
      };
    },
  }),

  route<{ confirmationNumber: string }, { lastName: string }>({
    method: 'get',
    path: '/v1/reservation/reservations/:confirmationNumber/calendar.ics',
    summary:
      "The stay as an iCalendar file (text/calendar) in the hotel's time zone: the same file the confirmation mail attaches; 404 when the hotel's time zone is unknown",
    tag: 'reservations',
    params: confirmationParams,
    query: lastNameOnly,
    async handler({ params, query, req, res, platform }) {
      const view = await lookUpReservation(
        platform,
        params.confirmationNumber,
        query.lastName,
        clientAddress(req),
      );
      const extras = view.hotel ? await hotelExtras(platform.db, view.hotel.hotelId) : null;
      const file = stayCalendar(view, platform.config.siteUrl, extras?.coordinates ?? null);
      if (!file)
        throw notFound("This hotel's time zone is unknown, so its times cannot be placed.");
      res
        .status(200)
        .set({
          'Cache-Control': 'no-store',
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': `attachment; filename="${calendarFileName(view.confirmationNumber)}"`,
        })
        .send(file);
      return undefined;
    },
  }),

  route<{ confirmationNumber: string }, Record<string, unknown>, { lastName: string }>({
    method: 'post',
    path: '/v1/reservation/reservations/:confirmationNumber/cancel',
    summary:
      'Cancel a stay that has not begun; its rooms return to inventory (cancelling again answers 200 with the cancelled reservation)',
    tag: 'reservations',
    params: confirmationParams,
    body: lastNameOnly,
    bodyType: 'json',
    response: oneReservation,
    async handler({ params, body, req, res, platform }) {
      res.set('Cache-Control', 'no-store');
      return {
        reservation: await cancelReservation(
          platform,
          params.confirmationNumber,
          body.lastName,
          clientAddress(req),
        ),
      };
    },
  }),
];
