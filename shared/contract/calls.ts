// Every platform call the site makes, named once: loaders and components take a call from here
// and hand it to the ApiClient, and never build a platform path themselves. Each is checked
// against the platform's OpenAPI document (platform-api.ts), so its path, parameters, body and
// answer follow the platform's own definitions.
import type { paths } from './platform.d.ts';
import { platformCall, type ApiCall, type PathFor } from './platform-api.ts';

type Query<P extends PathFor<'get'>> = NonNullable<
  Parameters<typeof platformCall<'get', P>>[2]
>['query'];

// ---------------------------------------------------------------------------------------------
// Accounts, sessions and their settings

export const createAccountCall = () => platformCall('post', '/v1/account/accounts');
export const accountCall = (loginId: string) =>
  platformCall('get', '/v1/account/accounts/{loginId}', { path: { loginId } });
export const updateAccountCall = (loginId: string) =>
  platformCall('put', '/v1/account/accounts/{loginId}', { path: { loginId } });
export const passwordResetCall = () => platformCall('post', '/v1/account/password-reset');
export const resendVerificationCall = (id: string) =>
  platformCall('post', '/v1/account/verification/{id}', { path: { id } });
export const verifyEmailCall = (id: string, token: string) =>
  platformCall('put', '/v1/account/verification/{id}', { path: { id }, query: { token } });

export const sessionsCall = () => platformCall('get', '/v1/account/sessions');
export const endSessionsCall = () => platformCall('delete', '/v1/account/sessions');
export const endSessionCall = (sessionId: string) =>
  platformCall('delete', '/v1/account/sessions/{sessionId}', { path: { sessionId } });

export const priceProtectionCall = () => platformCall('get', '/v1/account/price-protection');
export const choosePriceProtectionCall = () => platformCall('put', '/v1/account/price-protection');

/**
 * The site's own sign-in and sign-out (server/proxy/session-routes.ts), not a platform route: it
 * keeps the platform's token in the httpOnly cookie.
 */
export const signInCall = () =>
  '/session' as ApiCall<
    'post',
    { account?: { name?: { givenName?: unknown } } },
    { email: string; password: string; captcha?: string }
  >;
export const signOutCall = () => '/session' as ApiCall<'delete', unknown>;

// ---------------------------------------------------------------------------------------------
// Newsletter and forms

export const newsletterSignUpCall = () => platformCall('post', '/v1/emailer/newsletter');
export const newsletterConfirmCall = () => platformCall('post', '/v1/emailer/newsletter/confirm');
export const newsletterUnsubscribeCall = () =>
  platformCall('post', '/v1/emailer/newsletter/unsubscribe');
export const majorAccountsFormCall = () =>
  platformCall('post', '/v1/emailer/forms/majorAccountsExtended');
export type InquiryFormType =
  paths['/v1/emailer/forms/{formType}']['post']['parameters']['path']['formType'];
export const inquiryFormCall = (formType: InquiryFormType) =>
  platformCall('post', '/v1/emailer/forms/{formType}', { path: { formType } });

// ---------------------------------------------------------------------------------------------
// Places

export const placeSuggestCall = (text: string, query: Query<'/v1/place/suggest/{text}'>) =>
  platformCall('get', '/v1/place/suggest/{text}', { path: { text }, query });
export const placeDetailsCall = (placeId: string, session: string) =>
  platformCall('get', '/v1/place/details/{placeId}', { path: { placeId }, query: { session } });
export const nearbyPlacesCall = (latitude: number, longitude: number) =>
  platformCall('get', '/v1/place/nearby', { query: { latitude, longitude } });

// ---------------------------------------------------------------------------------------------
// Corporate rates

export const corporateCheckCall = (id: string) =>
  platformCall('get', '/v1/rate/corporate/{id}/check', { path: { id } });
export const corporateRateRecordCall = (id: string) =>
  platformCall('get', '/site-api/rates/corporate/{id}', { path: { id } });
export const corporateAccountInfoCall = (corporateid: string) =>
  platformCall('get', '/api-v2/roomavailability/corporateAccountInfo', {
    query: { corporateid, isProd: 'true' },
  });

// ---------------------------------------------------------------------------------------------
// Content

export const webPageCall = (key: string) =>
  platformCall('get', '/site/rest/documents/web-page/{key}', { path: { key } });
export const pageModuleCall = (key: 'footer' | 'corona-virus' | 'welcome-message') =>
  platformCall('get', '/site-api/documents/page-module/{key}', { path: { key } });
export const documentByUriCall = (uri: string) =>
  platformCall('get', '/site-api/documents', { query: { uri } });

// ---------------------------------------------------------------------------------------------
// Hotels and rates

export const hotelCall = (hotelId: string) =>
  platformCall('get', '/v2/hotel/hotels/{hotelId}', { path: { hotelId } });
export const hotelByUriCall = (uri: string) =>
  platformCall('get', '/v2/hotel/hotel-by-uri', { query: { uri } });
export const hotelsNearCall = (query: Query<'/v2/hotel/hotels'>) =>
  platformCall('get', '/v2/hotel/hotels', { query });
export const subdivisionHotelsCall = (code: string) =>
  platformCall('get', '/v2/hotel/subdivisions/{code}/hotels', { path: { code } });
export const hotelCitiesCall = (max: number, offset: number) =>
  platformCall('get', '/v2/hotel/locations/hotel-cities', { query: { max, offset } });

export const hotelRatesCall = (query: Query<'/v2/rate/hotel-rates'>) =>
  platformCall('get', '/v2/rate/hotel-rates', { query });
export const hotelRoomsCall = (hotelId: string, query: Query<'/v2/rate/hotels/{hotelId}/rooms'>) =>
  platformCall('get', '/v2/rate/hotels/{hotelId}/rooms', { path: { hotelId }, query });
export const priceCalendarCall = (
  hotelId: string,
  query: Query<'/v2/rate/hotels/{hotelId}/calendar'>,
) => platformCall('get', '/v2/rate/hotels/{hotelId}/calendar', { path: { hotelId }, query });

// ---------------------------------------------------------------------------------------------
// Reservations

export const bookCall = () => platformCall('post', '/v1/reservation/reservations');
export const reservationsCall = () => platformCall('get', '/v1/reservation/reservations');
export const reservationCall = (confirmationNumber: string, lastName: string) =>
  platformCall('get', '/v1/reservation/reservations/{confirmationNumber}', {
    path: { confirmationNumber },
    query: { lastName },
  });
export const cancelReservationCall = (confirmationNumber: string) =>
  platformCall('post', '/v1/reservation/reservations/{confirmationNumber}/cancel', {
    path: { confirmationNumber },
  });
export const changeQuoteCall = (confirmationNumber: string) =>
  platformCall('post', '/v1/reservation/reservations/{confirmationNumber}/change-quote', {
    path: { confirmationNumber },
  });
export const changeStayCall = (confirmationNumber: string) =>
  platformCall('post', '/v1/reservation/reservations/{confirmationNumber}/change', {
    path: { confirmationNumber },
  });

// ---------------------------------------------------------------------------------------------
// Reviews (the provider's, through the {reviews} upstream)

export const reviewLocationCall = (locationId: string) =>
  platformCall('get', '/reviews/api/v1/location/{locationId}', { path: { locationId } });
export const reviewsCall = (
  locationId: string,
  query?: Query<'/reviews/api/v1/location/{locationId}/reviews'>,
) =>
  platformCall('get', '/reviews/api/v1/location/{locationId}/reviews', {
    path: { locationId },
    ...(query ? { query } : {}),
  });

// ---------------------------------------------------------------------------------------------
// Development only: the mails the platform would have sent

export const outboxCall = (query: Query<'/v1/dev/outbox'>) =>
  platformCall('get', '/v1/dev/outbox', { query });
