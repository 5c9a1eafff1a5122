// The embedded review provider's web page: the stand-in for the
// real provider's page behind `web_url`, server-rendered, listing every review of a location,
// newest first, REVIEWS_PER_PAGE at a time. The site serves it through its /api/reviews proxy
// (docs/decisions/0002), so its own stylesheet comes from the same place and the site's CSP holds.
import type { Kysely } from 'kysely';
import { formatUsDate } from '#shared/format/booking-format.ts';
import { escapeHtml } from '#shared/format/escape-html.ts';
import type { Database } from '../db/schema.ts';
import { ratingImageUrl, reviewRows } from './reviews-provider.ts';

export const REVIEWS_PER_PAGE = 10;
/** Where the site proxies the provider (`/api/reviews/…` → the provider's base). */
const PROXIED_BASE = '/api/reviews';

const LEVELS: Array<[stars: string, label: string]> = [
  ['5', 'Excellent'],
  ['4', 'Very good'],
  ['3', 'Average'],
  ['2', 'Poor'],
  ['1', 'Terrible'],
];

function documentHtml(title: string, body: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${PROXIED_BASE}/web/reviews.css">`,
    `</head><body><main>${body}</main></body></html>`,
  ].join('');
}

/** The page's HTML, or undefined for an unknown location or a page past the last. */
export async function reviewsWebPage(
  db: Kysely<Database>,
  locationId: string,
  page: number,
): Promise<string | undefined> {
  const location = await db
    .selectFrom('review_locations')
    .innerJoin('hotels', 'hotels.hotel_id', 'review_locations.hotel_id')
    .select([
      'review_locations.name',
      'review_locations.num_reviews',
      'review_locations.rating',
      'review_locations.review_rating_count',
      'hotels.hotel_uri',
    ])
    .where('review_locations.location_id', '=', locationId)
    .executeTakeFirst();
  const pages = Math.max(1, Math.ceil(Number(location?.num_reviews ?? 0) / REVIEWS_PER_PAGE));
  if (!location || !Number.isInteger(page) || page < 1 || page > pages) return undefined;
  const reviews = await reviewRows(db, locationId, {
    limit: REVIEWS_PER_PAGE,
    offset: (page - 1) * REVIEWS_PER_PAGE,
  });
  const count = Number(location.num_reviews);
  const counts = JSON.parse(location.review_rating_count) as Record<string, number>;
  const name = escapeHtml(location.name);
  const pageUrl = (n: number) => `${PROXIED_BASE}/location/${locationId}/all-reviews?page=${n}`;
  const first = (page - 1) * REVIEWS_PER_PAGE + 1;

  const summary = [
    `<h1>Reviews of ${name}</h1>`,
    `<p class="summary"><img src="${ratingImageUrl(Number(location.rating))}" alt="${Number(location.rating).toFixed(1)} of 5" width="119" height="20"> `,
    `${count} ${count === 1 ? 'review' : 'reviews'}</p>`,
    '<ul class="levels">',
    ...LEVELS.map(([stars, label]) => `<li>${label}: ${counts[stars] ?? 0}</li>`),
    '</ul>',
    `<p><a href="${escapeHtml(location.hotel_uri)}">Back to ${name}</a></p>`,
  ].join('');

  const list = count
    ? [
        `<h2>Reviews ${first}–${first + reviews.length - 1} of ${count}</h2>`,
        `<ol class="reviews" start="${first}">`,
        ...reviews.map((r) =>
          [
            `<li class="review" id="review-${escapeHtml(r.review_id)}">`,
            `<h3>${escapeHtml(r.title)}</h3>`,
            `<p class="meta"><img src="${ratingImageUrl(r.rating)}" alt="${r.rating} of 5" width="119" height="20"> `,
            `${escapeHtml(r.author)}, ${formatUsDate(r.published_date)}</p>`,
            `<p>${escapeHtml(r.text)}</p>`,
            r.owner_response_text
              ? `<blockquote><p><strong>Response from ${escapeHtml(r.owner_response_author ?? 'Management')}:</strong> ${escapeHtml(r.owner_response_text)}</p></blockquote>`
              : '',
            '</li>',
          ].join(''),
        ),
        '</ol>',
      ].join('')
    : '<p>No reviews yet.</p>';

  const nav =
    pages > 1
      ? [
          '<nav aria-label="Pages of reviews" class="pages">',
          page > 1 ? `<a rel="prev" href="${pageUrl(page - 1)}">Previous</a>` : '',
          `<span aria-current="page">Page ${page} of ${pages}</span>`,
          page < pages ? `<a rel="next" href="${pageUrl(page + 1)}">Next</a>` : '',
          '</nav>',
        ].join('')
      : '';

  return documentHtml(`Reviews of ${location.name}`, summary + list + nav);
}

export const REVIEWS_CSS = `body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#1c2630;background:#f4f6f8}
main{max-width:48rem;margin:0 auto;padding:1.5rem 1rem 3rem;background:#fff}
h1{font-size:1.6rem;margin:0 0 .5rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}h3{font-size:1rem;margin:0 0 .25rem}
a{color:#136f9e}.summary img,.meta img{vertical-align:middle}
.levels{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;list-style:none;color:#4d5a66}
.reviews{padding:0;list-style:none}.review{padding:1rem 0;border-top:1px solid #c9d1d8}
.meta{color:#4d5a66;font-size:.9rem;margin:.25rem 0}blockquote{margin:.5rem 0 0;padding:.5rem 1rem;background:#f4f6f8;border-left:3px solid #c9d1d8}
.pages{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:center;margin-top:1.5rem}
.pages a{display:inline-block;min-width:44px;min-height:44px;line-height:44px;padding:0 1rem;border:1px solid #6b7884;border-radius:4px;text-align:center;text-decoration:none}
`;
