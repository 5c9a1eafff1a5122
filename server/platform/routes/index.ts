// Every platform route module. Each owns one area and the calls the booking flow needs.
import type { RouteDefinition } from '../http/route.ts';
import { routes as accounts } from './accounts.ts';
import { routes as sessions } from './sessions.ts';
import { routes as places } from './places.ts';
import { routes as hotels } from './hotels.ts';
import { routes as rates } from './rates.ts';
import { routes as ratesCalendar } from './rates-calendar.ts';
import { routes as reservations } from './reservations.ts';
import { routes as reservationChanges } from './reservations-change.ts';
import { routes as corporate } from './corporate.ts';
import { routes as content } from './content.ts';
import { routes as forms } from './forms.ts';
import { routes as newsletter } from './newsletter.ts';
import { routes as captcha } from './captcha.ts';
import { routes as reviews } from './reviews.ts';
import { routes as media } from './media.ts';
import { routes as outbox } from './outbox.ts';
import { routes as operator } from './operator.ts';
import { routes as priceProtection } from './price-protection.ts';

export const allRoutes: RouteDefinition[] = [
  ...accounts,
  ...sessions,
  ...places,
  ...hotels,
  ...rates,
  ...ratesCalendar,
  ...reservations,
  ...reservationChanges,
  ...corporate,
  ...content,
  ...forms,
  ...newsletter,
  ...captcha,
  ...reviews,
  ...media,
  ...outbox,
  ...operator,
  ...priceProtection,
];
