// The account routes of the route table: sign-in, Create Account and its
// confirmation, Edit Account, My Account, the password and e-mail links, and the development
// mailbox that shows their mails.
import { lazyLoader, privateHead, textRoute } from './route-builders.ts';
import { defineRoute, type RouteEntry } from '../data/route-types.ts';
import type {
  DevMailboxData,
  EditAccountData,
  LoginData,
  MailLinkData,
  MyAccountData,
} from '../data/account-loaders.ts';
import { pageTitle } from '../head/seo.ts';

const accountLoaders = () => import('../data/account-loaders.ts');

export const accountRoutes: readonly RouteEntry[] = [
  defineRoute<LoginData>({
    id: 'login',
    path: '/login',
    page: 'login',
    lazy: () => import('../pages/login.tsx'),
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
    () => import('../pages/register.tsx'),
    'Create Account',
    'Create a Longstay account.',
  ),
  textRoute(
    'register-confirmation',
    '/register-confirmation',
    () => import('../pages/register-confirmation.tsx'),
    'Activate Your Account',
    'Activate your Longstay account from the e-mail we send when it is created.',
  ),
  defineRoute<EditAccountData>({
    id: 'edit-account',
    path: '/edit-account',
    page: 'edit-account',
    lazy: () => import('../pages/edit-account.tsx'),
    loader: lazyLoader(accountLoaders, (m) => m.loadEditAccount),
    unavailable: (data) => !data.account,
    head: privateHead('Edit Account', 'Edit your Longstay account details.'),
    analyticsPage: '/edit-account',
  }),
  defineRoute<MyAccountData>({
    id: 'my-account',
    path: '/my-account',
    page: 'my-account',
    lazy: () => import('../pages/my-account.tsx'),
    loader: lazyLoader(accountLoaders, (m) => m.loadMyAccount),
    unavailable: (data) => !data.account,
    head: privateHead('My Account', 'Your Longstay account.'),
    analyticsPage: '/my-account',
  }),
  textRoute(
    'forgot-password',
    '/forgot-password',
    () => import('../pages/forgot-password.tsx'),
    'Forgot Password',
    'Reset the password of your Longstay account.',
  ),
  textRoute(
    'resend-email-verification',
    '/resend-email-verification',
    () => import('../pages/resend-email-verification.tsx'),
    'Resend Profile Activation Link',
    'Get a new link to activate your Longstay profile.',
  ),
  defineRoute<MailLinkData>({
    id: 'reset-password',
    path: '/reset-password',
    page: 'reset-password',
    lazy: () => import('../pages/reset-password.tsx'),
    loader: lazyLoader(accountLoaders, (m) => m.loadMailLink),
    head: privateHead('Reset Password', 'Choose a new password for your Longstay account.'),
    analyticsPage: '/reset-password',
  }),
  defineRoute<MailLinkData>({
    id: 'verify-email',
    path: '/verify-email',
    page: 'verify-email',
    lazy: () => import('../pages/verify-email.tsx'),
    loader: lazyLoader(accountLoaders, (m) => m.loadMailLink),
    head: privateHead('Verify Your E-mail', 'Activate your Longstay profile.'),
    analyticsPage: '/verify-email',
  }),
  defineRoute<DevMailboxData>({
    id: 'dev-mailbox',
    path: '/dev/mailbox',
    page: 'dev-mailbox',
    lazy: () => import('../pages/dev-mailbox.tsx'),
    loader: lazyLoader(accountLoaders, (m) => m.loadDevMailbox),
    head: privateHead('Development Mailbox'),
    analyticsPage: '/dev/mailbox',
  }),
];
