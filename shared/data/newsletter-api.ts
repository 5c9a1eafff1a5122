// The browser's newsletter calls through the one API client: the sign-up mails a
// confirmation link, and the link's page confirms with its token. Both go through the /api proxy
// to the platform.
import type { ApiClient } from './api-client.ts';
import {
  newsletterConfirmCall,
  newsletterSignUpCall,
  newsletterUnsubscribeCall,
} from '#shared/contract/calls.ts';
import { call } from './account-api.ts';

export const signUpForNewsletter = (api: ApiClient, email: string, captcha: string) =>
  call(api, 'post', newsletterSignUpCall(), { form: { email: email.trim(), captcha } });

export const confirmNewsletter = (api: ApiClient, token: string) =>
  call(api, 'post', newsletterConfirmCall(), { form: { token } });

export const unsubscribeFromNewsletter = (api: ApiClient, token: string) =>
  call(api, 'post', newsletterUnsubscribeCall(), { form: { token } });
