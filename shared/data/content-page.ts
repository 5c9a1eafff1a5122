// CMS web pages with their typed modules (GET {api}/site/rest/documents/web-page/{key},
// "Forms embedded in content pages"), typed by the platform's schema (routes/content-answers.ts):
// every module the brand's documents use, mapped by markup type, with every HTML string sanitised
// in the loader (LoaderArgs.sanitizeHtml: sanitize-html on the server, the browser's parser on the
// client) before it reaches a page. Unknown markup types are dropped, so a new module in the CMS
// never breaks a page.
import { webPageCall } from '#shared/contract/calls.ts';
import type { AnswerOf } from '#shared/contract/platform-api.ts';
import type { LoaderArgs } from './route-types.ts';
import type { SeoInput } from '../head/seo.ts';
import { ApiError } from './api-client.ts';

const CONTENT_UNAVAILABLE =
  'This page’s content is unavailable right now. Please try again in a moment.';
const CONTENT_NOT_FOUND = 'This page has no published content yet.';

/** Route path → document key: '/company/contact' → 'company/contact'. */
const webPageKey = (pathname: string): string => pathname.replace(/^\/+|\/+$/g, '');

export interface OfferModuleItem {
  offerId: string;
  title: string;
  subheading: string | null;
  description: string | null;
  image: { uri: string; altText: string } | null;
  cta: { text: string; url: string } | null;
  terms: string | null;
}

export interface AwardModuleItem {
  key: string;
  name: string;
  description: string;
  imageUri: string | null;
}

export type CmsModule =
  | { markupType: 'rich-text'; html: string }
  | { markupType: 'image'; uri: string; altText: string }
  | {
      markupType: 'faq';
      title: string | null;
      items: Array<{ question: string; answerHtml: string }>;
    }
  | { markupType: 'amenity-strip'; amenityCodes: string[] }
  | { markupType: 'award-badge'; award: AwardModuleItem }
  | { markupType: 'offers'; offers: OfferModuleItem[] }
  | { markupType: 'contact-form' }
  | { markupType: 'major-accounts-form' };

export interface ContentPage {
  key: string;
  title: string | null;
  /** The text of the document's own <h1> (taken out of its rich text): the page's one h1. */
  heading: string | null;
  seo: SeoInput;
  modules: CmsModule[];
}

export type ContentPageResult =
  { ok: true; page: ContentPage } | { ok: false; notFound: boolean; message: string };

type Sanitize = (html: string) => string;

type WebPageAnswer = AnswerOf<'/site/rest/documents/web-page/{key}', 'get'>;
type ModuleAnswer = WebPageAnswer['modules'][number];
type OfferAnswer = Extract<ModuleAnswer, { markupType: 'offers' }>['offers'][number];

function readOffer(offer: OfferAnswer): OfferModuleItem | null {
  if (!offer.title) return null;
  const { image, cta } = offer;
  return {
    offerId: offer.offerId || offer.title,
    title: offer.title,
    subheading: offer.subheading,
    description: offer.description,
    image: image.uri ? { uri: image.uri, altText: image.altText } : null,
    cta: cta.text && cta.url ? { text: cta.text, url: cta.url } : null,
    terms: offer.terms,
  };
}

/**
 * A module of the page as the page shows it; null for one left empty, and for a markup type the
 * site does not know (a newer CMS's, outside the schema), so a new module never breaks a page.
 */
export function readModule(module: ModuleAnswer, sanitize: Sanitize): CmsModule | null {
  switch (module.markupType) {
    case 'rich-text':
      return module.html ? { markupType: 'rich-text', html: sanitize(module.html) } : null;
    case 'image':
      return module.uri ? { markupType: 'image', uri: module.uri, altText: module.altText } : null;
    case 'faq': {
      const items = module.items.flatMap(({ question, answerHtml }) =>
        question && answerHtml ? [{ question, answerHtml: sanitize(answerHtml) }] : [],
      );
      return items.length ? { markupType: 'faq', title: module.title ?? null, items } : null;
    }
    case 'amenity-strip':
      return module.amenityCodes.length
        ? { markupType: 'amenity-strip', amenityCodes: module.amenityCodes }
        : null;
    case 'award-badge': {
      const { award } = module;
      if (!award.key || !award.name) return null;
      return {
        markupType: 'award-badge',
        award: {
          key: award.key,
          name: award.name,
          description: award.description,
          imageUri: award.imageUri || null,
        },
      };
    }
    case 'offers': {
      const offers = module.offers
        .map(readOffer)
        .filter((offer): offer is OfferModuleItem => offer !== null);
      return offers.length ? { markupType: 'offers', offers } : null;
    }
    case 'contact-form':
      return { markupType: 'contact-form' };
    case 'major-accounts-form':
      return { markupType: 'major-accounts-form' };
    default:
      return null;
  }
}

const H1 = /<h1\b[^>]*>([\s\S]*?)<\/h1\s*>/i;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Plain text of sanitised inline HTML (React escapes it again when it renders). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
      name[0] === '#'
        ? String.fromCodePoint(
            name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
          )
        : (ENTITIES[name.toLowerCase()] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The CMS writes the page title as an <h1> inside its first rich text; the rich-text policy has
 * no h1 (a page has exactly one, the page's own). Its text becomes the page heading and the
 * element leaves the module.
 */
function takeHeading(
  modules: readonly ModuleAnswer[],
  sanitize: Sanitize,
): { heading: string | null; modules: ModuleAnswer[] } {
  let heading: string | null = null;
  const rest = modules.map((module) => {
    if (module.markupType !== 'rich-text' || heading !== null) return module;
    const match = H1.exec(module.html);
    if (!match) return module;
    heading = plainText(sanitize(match[1] ?? '')) || null;
    return { ...module, html: module.html.replace(H1, '') };
  });
  return { heading, modules: rest };
}

export function readContentPage(
  document: WebPageAnswer,
  key: string,
  sanitize: Sanitize,
): ContentPage {
  const { seo } = document;
  const { heading, modules } = takeHeading(document.modules, sanitize);
  return {
    key,
    title: document.title,
    heading,
    seo: {
      seoTitle: seo.seoTitle,
      description: seo.description,
      image: seo.image,
      keywords: seo.keywords,
      robotsDirectives: seo.robotsDirectives,
      canonicalUrl: seo.canonicalUrl,
      isTrainingProperty: seo.isTrainingProperty,
    },
    modules: modules
      .map((module) => readModule(module, sanitize))
      .filter((module): module is CmsModule => module !== null),
  };
}

/** The document of a route path ('/company/contact' → key 'company/contact'). */
export async function loadContentPage(
  args: LoaderArgs,
  key = webPageKey(args.url.pathname),
): Promise<ContentPageResult> {
  try {
    const [document, sanitizeHtml] = await Promise.all([
      args.api.get(webPageCall(key), { signal: args.signal }),
      args.sanitizer(),
    ]);
    return { ok: true, page: readContentPage(document, key, sanitizeHtml) };
  } catch (error) {
    if (args.signal.aborted) throw error;
    const notFound = error instanceof ApiError && error.status === 404;
    return { ok: false, notFound, message: notFound ? CONTENT_NOT_FOUND : CONTENT_UNAVAILABLE };
  }
}
