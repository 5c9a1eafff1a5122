// The newsletter confirmation page's data: the mailed link carries ?token=; after
// success the page drops it for ?confirmed=1, so a reload shows the success, not a spent link.
import type { LoaderArgs } from './route-types.ts';

export interface NewsletterLinkData {
  token: string;
  confirmed: boolean;
}

export async function loadNewsletterLink({ url }: LoaderArgs): Promise<NewsletterLinkData> {
  return {
    token: (url.searchParams.get('token') ?? '').slice(0, 200),
    confirmed: url.searchParams.get('confirmed') === '1',
  };
}
