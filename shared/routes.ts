// The one route table: every route of
// With its lazily imported page, isomorphic loader, head builder and analytics page name.
// The server matches it with react-router's matchRoutes; the browser renders it under BrowserRouter.
import {
  contentRoute,
  documentRoute,
  noData,
  lazyLoader,
  privateHead,
} from './app/route-builders.ts';
import { accountRoutes } from './app/routes-account.ts';
import { bookingRoutes } from './app/routes-booking.ts';
import { placesRoutes } from './app/routes-places.ts';
import { defineRoute, type RouteEntry } from './data/route-types.ts';
import type { NewsletterLinkData } from './data/newsletter-loaders.ts';
import { pageTitle } from './head/seo.ts';

// Every loader is imported on first use: its module and what it imports (the platform
// readers, date handling) is a chunk of its own, loaded by the server on the route's first request
// and by the browser on the first navigation to the route, never in a page's first load.
const devOnly = () => import('./data/dev-only.ts');
const newsletterLoaders = () => import('./data/newsletter-loaders.ts');

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
  ...accountRoutes,
  ...bookingRoutes,
  ...contentRoutes,
  // The newsletter's mailed link (double opt-in).
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
  // The footer link of newsletter mail: one button unsubscribes (mail clients POST the same
  // token themselves, RFC 8058 one-click).
  defineRoute<NewsletterLinkData>({
    id: 'newsletter-unsubscribe',
    path: '/newsletter/unsubscribe',
    page: 'newsletter-unsubscribe',
    lazy: () => import('./pages/newsletter-unsubscribe.tsx'),
    loader: lazyLoader(newsletterLoaders, (m) => m.loadNewsletterLink),
    head: () => ({
      seoTitle: pageTitle('Unsubscribe'),
      description: 'Stop Longstay deals and news at this address.',
      robotsDirectives: 'noindex, nofollow',
    }),
    analyticsPage: '/newsletter/unsubscribe',
  }),
  // Development only: the design system's tokens and components in every state.
  defineRoute<null>({
    id: 'dev-styleguide',
    path: '/dev/styleguide',
    page: 'dev-styleguide',
    lazy: () => import('./pages/dev-styleguide.tsx'),
    loader: lazyLoader(devOnly, (m) => m.loadDevOnly),
    head: privateHead('Design System'),
    analyticsPage: '/dev/styleguide',
  }),
  ...placesRoutes,
  documentRoute(),
];
