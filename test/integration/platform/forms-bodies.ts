// Valid bodies of the contact form (feedback and groups) and of the Major Accounts Inquiry Sheet,
// for the forms tests to send as they are or with one field changed, and the submissions stored.
import type { RunningPlatform } from '#platform/start.ts';
import { addDays } from '#shared/validation/dates.ts';

/** The submissions of one form that the platform has stored. */
export const storedSubmissions = (platform: RunningPlatform, form: string) =>
  platform.store.db.selectFrom('form_submissions').selectAll().where('form', '=', form).execute();

export const today = new Date().toISOString().slice(0, 10);
export const feedback = {
  firstName: 'Morgan',
  lastName: 'Blake',
  email: 'morgan.blake@example.com',
  phone: '(303) 555-0177',
  subdivisionCode: 'CO',
  hotelId: 'CO001',
  hotelName: 'Longstay Denver Tech Center',
  source: 'website',
  confnum: '48213377',
  details: 'Thank you for the quiet room and the friendly front desk.',
};
export const groups = {
  ...feedback,
  source: '',
  details: 'Crew of twelve for a pipeline project.',
  checkIn: addDays(today, 20),
  checkOut: addDays(today, 50),
  rooms: '6',
};
export const majorAccounts = {
  companyName: 'Summit Field Services',
  firstName: 'Alex',
  lastName: 'Park',
  email: 'alex.park@summit.example',
  phone: '+1 713 555 0102',
  tellmore: 'yes',
  addrLine1: '900 Louisiana St',
  city: 'Houston',
  state: 'TX',
  postalCode: '77002',
  country: 'US - United States',
  industry: 'Oil / Gas / Energy',
  regionScope: 'Nationally',
  nights: '2,001 or More',
  budget: '$',
  details: 'Rotating crews across Texas and Oklahoma.',
};
