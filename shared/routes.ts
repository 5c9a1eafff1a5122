// The one route table (DESIGN.md "Request flow for a page" 2, STYLE.md practice 2): every route of
// spec §2 with its lazily imported page, isomorphic loader, head builder and analytics page name.
// The server matches it with react-router's matchRoutes; the browser renders it under BrowserRouter.
import {
  contentRoute,
  documentRoute,
  lazyLoader,
  noData,
  textRoute,
} from './app/route-builders.ts';
import { defineRoute, type RouteEntry } from './data/route-types.ts';
import type {
  DevMailboxData,
  EditAccountData,
  LoginData,
  MailLinkData,
  MyAccountData,
} from './data/account-loaders.ts';
import type { NewsletterLinkData } from './data/newsletter-loaders.ts';
import type { GuestData } from './data/booking-guest.ts';
import type { LookupData } from './data/reservation-lookup.ts';
import type { SearchResultsPageData } from './data/search-loaders.ts';
import type { LocationsData } from './data/places-locations.ts';
import { pageTitle, type SeoInput } from './head/seo.ts';
import type { HotelData } from './pages/hotel.tsx';
import type { ReservationData } from './pages/reservation.tsx';

// Every loader is imported on first use (issue 8): its module and what it imports (the platform
// readers, date handling) is a chunk of its own, loaded by the server on the route's first request
// and by the browser on the first navigation to the route, never in a page's first load.
const accountLoaders = () => import('./data/account-loaders.ts');
const searchLoaders = () => import('./data/search-loaders.ts');
const reservationLookup = () => import('./data/reservation-lookup.ts');
const placesLocations = () => import('./data/places-locations.ts');
const devOnly = () => import('./data/dev-only.ts');
const newsletterLoaders = () => import('./data/newsletter-loaders.ts');

/** spec §2 "Search result targets": the heading and the number of hotels found. */
function resultsHead(data: SearchResultsPageData): SeoInput {
  const count = data.hotels.length;
  return {
    seoTitle: pageTitle(data.heading),
    description: count
      ? `${data.heading}: ${count} Longstay hotel${count === 1 ? '' : 's'} with kitchens and weekly rates within 50 miles.`
      : `${data.heading}: extended stay rooms with kitchens and weekly rates.`,
  };
}

const contentRoutes = [
  contentRoute(
    'offers',
    '/offers',
    'Deals',
    'Current Longstay deals and offers on extended stays.',
  ),
  contentRoute(
    'who-we-are',
    '/who-we-are',
    'Who We Are',
    'Who we are: the Longstay extended stay hotel brand.',
  ),
  contentRoute(
    'company-contact',
    '/company/contact',
    'Contact Us',
    'Contact Longstay with feedback or a group booking request.',
  ),
  contentRoute(
    'majoraccounts',
    '/majoraccounts',
    'Major Accounts',
    'Extended stay lodging programs for companies with frequent or long stays.',
  ),
  contentRoute(
    'terms-of-use',
    '/terms-of-use',
    'Terms of Use',
    'The terms of use of the Longstay website.',
  ),
];

/** A state directory's head: the CMS page's SEO fields when it has them, else its heading. */
function locationsHead(data: LocationsData): SeoInput {
  const page = data.content?.ok ? data.content.page : null;
  return {
    ...page?.seo,
    seoTitle: page?.seo.seoTitle || pageTitle(page?.title || data.heading),
    description: page?.seo.description || data.description,
  };
}

export const routes: readonly RouteEntry[] = [
  defineRoute<null>({
    id: 'home',
    path: '/',
    page: 'home',
    lazy: () => import('./pages/home.tsx'),
    loader: noData,
    head: () => ({}),
    analyticsPage: '/',
  }),
  defineRoute<null>({
    id: 'home-alias',
    path: '/home',
    page: 'home',
    lazy: () => import('./pages/home.tsx'),
    loader: noData,
    head: () => ({}),
    analyticsPage: '/',
  }),
  defineRoute<LoginData>({
    id: 'login',
    path: '/login',
    page: 'login',
    lazy: () => import('./pages/login.tsx'),
    loader: lazyLoader(accountLoaders, (m) => m.loadLogin),
    head: () => ({
      seoTitle: pageTitle('Sign In'),
      description: 'Sign in to your Longstay account.',
    }),
    analyticsPage: '/login',
  }),
  textRoute(
    'register',
    '/register',
    () => import('./pages/register.tsx'),
    'Create Account',
    'Create a Longstay account.',
  ),
  textRoute(
    'register-confirmation',
    '/register-confirmation',
    () => import('./pages/register-confirmation.tsx'),
    'Activate Your Account',
    'Activate your Longstay account from the e-mail we send when it is created.',
  ),
  defineRoute<EditAccountData>({
    id: 'edit-account',
    path: '/edit-account',
    page: 'edit-account',
    lazy: () => import('./pages/edit-account.tsx'),
    loader: lazyLoader(accountLoaders, (m) => m.loadEditAccount),
    unavailable: (data) => !data.account,
    head: () => ({
      seoTitle: pageTitle('Edit Account'),
      description: 'Edit your Longstay account details.',
      robotsDirectives: 'noindex, nofollow',
    }),
    analyticsPage: '/edit-account',
  }),
  defineRoute<MyAccountData>({
    id: 'my-account',
    path: '/my-account',
    page: 'my-account',
    lazy: () => import('./pages/my-account.tsx'),
    loader: lazyLoader(accountLoaders, (m) => m.loadMyAccount),
    unavailable: (data) => !data.account,
    head: () => ({
      seoTitle: pageTitle('My Account'),
      description: 'Your Longstay account.',
      robotsDirectives: 'noindex, nofollow',
    }),
    analyticsPage: '/my-account',
  }),
  defineRoute<GuestData>({
    id: 'guest-data',
    path: '/guest-data',
    page: 'guest-data',
    lazy: () => import('./pages/guest-data.tsx'),
    loader: lazyLoader(
      () => import('./data/booking-guest.ts'),
      (m) => m.loadGuestData,
    ),
    head: () => ({
      seoTitle: pageTitle('Guest Information'),
      description: 'Guest details for your Longstay booking.',
      robotsDirectives: 'noindex, nofollow',
    }),
    analyticsPage: '/guest-data',
  }),
  defineRoute<LookupData>({
    id: 'confirmation',
    path: '/confirmation',
    page: 'confirmation',
    lazy: () => import('./pages/confirmation.tsx'),
    // ?confirmation=&lastname=: read back from the platform, so a reload shows the same booking.
    loader: lazyLoader(reservationLookup, (m) => m.loadReservationPage),
    head: () => ({
      seoTitle: pageTitle('Booking Confirmation'),
      description: 'Your Longstay booking confirmation.',
      robotsDirectives: 'noindex, nofollow',
    }),
    analyticsPage: '/confirmation',
  }),
  textRoute(
    'find-reservation',
    '/find-reservation',
    () => import('./pages/find-reservation.tsx'),
    'Find Your Reservation',
    'Find a Longstay reservation by last name and confirmation number.',
  ),
  defineRoute<ReservationData>({
    id: 'reservation',
    path: '/reservation/',
    page: 'reservation',
    lazy: () => import('./pages/reservation.tsx'),
    // spec §2: /reservation/?confirmation=&lastname=
    loader: lazyLoader(reservationLookup, (m) => m.loadReservationPage),
    head: () => ({
      seoTitle: pageTitle('Your Reservation'),
      description: 'Your Longstay reservation.',
      robotsDirectives: 'noindex, nofollow',
    }),
    analyticsPage: '/reservation',
  }),
  ...contentRoutes,
  textRoute(
    'forgot-password',
    '/forgot-password',
    () => import('./pages/forgot-password.tsx'),
    'Forgot Password',
    'Reset the password of your Longstay account.',
  ),
  textRoute(
    'resend-email-verification',
    '/resend-email-verification',
    () => import('./pages/resend-email-verification.tsx'),
    'Resend Profile Activation Link',
    'Get a new link to activate your Longstay profile.',
  ),
  defineRoute<MailLinkData>({
    id: 'reset-password',
    path: '/reset-password',
    page: 'reset-password',
    lazy: () => import('./pages/reset-password.tsx'),
    loader: lazyLoader(accountLoaders, (m) => m.loadMailLink),
    head: () => ({
      seoTitle: pageTitle('Reset Password'),
      description: 'Choose a new password for your Longstay account.',
      robotsDirectives: 'noindex, nofollow',
    }),
    analyticsPage: '/reset-password',
  }),
  defineRoute<MailLinkData>({
    id: 'verify-email',
    path: '/verify-email',
    page: 'verify-email',
    lazy: () => import('./pages/verify-email.tsx'),
    loader: lazyLoader(accountLoaders, (m) => m.loadMailLink),
    head: () => ({
      seoTitle: pageTitle('Verify Your E-mail'),
      description: 'Activate your Longstay profile.',
      robotsDirectives: 'noindex, nofollow',
    }),
    analyticsPage: '/verify-email',
  }),
  // The newsletter's mailed link (issue 17 M4: double opt-in).
  defineRoute<NewsletterLinkData>({
    id: 'newsletter-confirm',
    path: '/newsletter/confirm',
    page: 'newsletter-confirm',
    lazy: () => import('./pages/newsletter-confirm.tsx'),
    loader: lazyLoader(newsletterLoaders, (m) => m.loadNewsletterLink),
    head: () => ({
      seoTitle: pageTitle('Newsletter Subscription'),
      description: 'Confirm your subscription to Longstay deals and news.',
      robotsDirectives: 'noindex, nofollow',
    }),
    analyticsPage: '/newsletter/confirm',
  }),
  defineRoute<DevMailboxData>({
    id: 'dev-mailbox',
    path: '/dev/mailbox',
    page: 'dev-mailbox',
    lazy: () => import('./pages/dev-mailbox.tsx'),
    loader: lazyLoader(accountLoaders, (m) => m.loadDevMailbox),
    head: () => ({
      seoTitle: pageTitle('Development Mailbox'),
      robotsDirectives: 'noindex, nofollow',
    }),
    analyticsPage: '/dev/mailbox',
  }),
  // Development only (issue 13): the design system's tokens and components in every state.
  defineRoute<null>({
    id: 'dev-styleguide',
    path: '/dev/styleguide',
    page: 'dev-styleguide',
    lazy: () => import('./pages/dev-styleguide.tsx'),
    loader: lazyLoader(devOnly, (m) => m.loadDevOnly),
    head: () => ({
      seoTitle: pageTitle('Design System'),
      robotsDirectives: 'noindex, nofollow',
    }),
    analyticsPage: '/dev/styleguide',
  }),
  // spec §2 /locations and corporate travel locations: hotel cities by state (Search issue).
  defineRoute<LocationsData>({
    id: 'locations',
    path: '/locations',
    page: 'locations',
    lazy: () => import('./pages/locations.tsx'),
    loader: lazyLoader(placesLocations, (m) => m.loadLocations),
    unavailable: (data) => !data.locations.ok,
    head: (data) => ({
      seoTitle: pageTitle('Locations'),
      description: data.description,
    }),
    analyticsPage: '/locations',
  }),
  // spec §2 /extended-stay-hotels: the hotels root lists the states it promises (issue 12).
  defineRoute<LocationsData>({
    id: 'extended-stay-hotels',
    path: '/extended-stay-hotels',
    page: 'extended-stay-hotels',
    lazy: () => import('./pages/extended-stay-hotels.tsx'),
    loader: lazyLoader(placesLocations, (m) => m.loadHotelsRoot),
    unavailable: (data) => !data.locations.ok,
    head: locationsHead,
    analyticsPage: '/extended-stay-hotels',
  }),
  defineRoute<LocationsData>({
    id: 'corporate-travel-locations',
    path: '/travel-planning/corporate-travel-locations',
    page: 'corporate-travel-locations',
    lazy: () => import('./pages/corporate-travel-locations.tsx'),
    loader: lazyLoader(placesLocations, (m) => m.loadCorporateTravelLocations),
    unavailable: (data) => !data.locations.ok,
    head: locationsHead,
    analyticsPage: '/travel-planning/corporate-travel-locations',
  }),
  // spec §2 "Search result targets" (Search issue): loaders in shared/data/search-loaders.ts.
  ...(
    [
      ['results-state', '/extended-stay-hotels/locations/:state/hotels', 'loadStateResults'],
      ['results-city', '/extended-stay-hotels/locations/:state/:city/hotels', 'loadCityResults'],
      [
        'results-point-of-interest',
        '/extended-stay-hotels/locations/points-of-interest/:state/:city/:place/hotels',
        'loadPointOfInterestResults',
      ],
      [
        'results-airport',
        '/extended-stay-hotels/locations/airports/:airport/hotels',
        'loadAirportResults',
      ],
      ['results-near-me', '/extended-stay-hotels/near/me', 'loadNearMeResults'],
    ] as const
  ).map(([id, path, loader]) =>
    defineRoute<SearchResultsPageData>({
      id,
      path,
      page: 'search-results',
      lazy: () => import('./pages/search-results.tsx'),
      loader: lazyLoader(searchLoaders, (m) => m[loader]),
      head: resultsHead,
      unavailable: (data) => data.error !== null,
      analyticsPage:
        id === 'results-near-me'
          ? '/extended-stay-hotels/near/me'
          : '/extended-stay-hotels/locations',
    }),
  ),
  defineRoute<HotelData>({
    id: 'hotel',
    path: '/extended-stay-hotels/:state/:city/:slug',
    page: 'hotel',
    lazy: () => import('./pages/hotel.tsx'),
    loader: async (args) => {
      const { loadHotelPage } = await import('./data/hotel-page.ts');
      return { ...(await loadHotelPage(args)), origin: args.url.origin };
    },
    unavailable: (data) => !data.result.ok,
    head: (data): SeoInput =>
      data.result.ok
        ? {
            seoTitle: pageTitle(data.result.hotel.hotelName),
            description: `${data.result.hotel.hotelName}: an extended stay hotel by Longstay.`,
            // spec §5 "Page head": the training property is never indexed.
            isTrainingProperty: data.result.hotel.isTrainingProperty,
          }
        : { seoTitle: pageTitle('Hotel') },
    analyticsPage: '/extended-stay-hotels/hotel',
  }),
  documentRoute(),
];
