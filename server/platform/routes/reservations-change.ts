// Changing a stay online: a quote of the changed stay with the difference,
// then the change itself (header Idempotency-Key, as a booking). Both need the confirmation
// number and the guest's last name, like a look-up, and count against the same throttles.
import { setTimeout } from 'node:timers/promises';
import { route, type RouteDefinition } from '../http/route.ts';
import { clientAddress } from '../services/throttle.ts';
import { stayDateSchema } from '../services/rates-schemas.ts';
import { changeReservation } from '../services/reservations-change.ts';
import { quoteChange } from '../services/reservations-change-quote.ts';
import { changeMade, changeQuote } from './reservations-answers.ts';
import { confirmationParams, gaveUp, idempotencyKey, name } from './reservations.ts';

interface ChangeBody {
  lastName: string;
  checkIn: string;
  checkOut: string;
  roomTypeCode?: string;
  lowerPrice?: boolean;
}

const changeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['lastName', 'checkIn', 'checkOut'],
  properties: {
    lastName: name,
    checkIn: stayDateSchema,
    checkOut: stayDateSchema,
    roomTypeCode: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' },
    // The same stay at today's lower price (price protection): never higher.
    lowerPrice: { type: 'boolean' },
  },
};

const callOf = (confirmationNumber: string, body: ChangeBody, address: string) => ({
  confirmationNumber,
  lastName: body.lastName,
  address,
  request: {
    checkIn: body.checkIn,
    checkOut: body.checkOut,
    roomTypeCode: body.roomTypeCode,
    lowerPrice: body.lowerPrice,
  },
});

export const routes: RouteDefinition[] = [
  route<{ confirmationNumber: string }, Record<string, unknown>, ChangeBody>({
    method: 'post',
    path: '/v1/reservation/reservations/:confirmationNumber/change-quote',
    summary:
      'Price a change of the stay (new dates and/or room type): the stay now, the stay changed, the difference; 409 SOLD_OUT, ARRIVAL_LOCKED, ROOM_CHANGE_CLOSED; nothing is claimed',
    tag: 'reservations',
    params: confirmationParams,
    body: changeBody,
    bodyType: 'json',
    response: changeQuote,
    async handler({ params, body, req, res, platform }) {
      res.set('Cache-Control', 'no-store');
      const call = callOf(params.confirmationNumber, body, clientAddress(req));
      return { change: await quoteChange(platform, call) };
    },
  }),

  route<{ confirmationNumber: string }, Record<string, unknown>, ChangeBody>({
    method: 'post',
    path: '/v1/reservation/reservations/:confirmationNumber/change',
    summary:
      'Change the stay (header Idempotency-Key required): re-priced whole, new nights claimed and dropped ones released at once; the confirmation number stays; 409 SOLD_OUT leaves it unchanged',
    tag: 'reservations',
    params: confirmationParams,
    body: changeBody,
    bodyType: 'json',
    response: changeMade,
    async handler({ params, body, req, res, platform }) {
      res.set('Cache-Control', 'no-store');
      const key = idempotencyKey(req);
      const call = callOf(params.confirmationNumber, body, clientAddress(req));
      const { changed, reservation } = await changeReservation(platform, call, key, gaveUp(res));
      const lateBy = platform.config.newChangeAnswerDelayMs;
      if (changed && lateBy) await setTimeout(lateBy);
      return { changed, reservation };
    },
  }),
];
