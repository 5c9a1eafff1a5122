// CMS web pages with their typed modules (GET {api}/site/rest/documents/web-page/{key},
// "Forms embedded in content pages"): every module the brand's documents use, read by markup
// type, with every HTML string sanitised in the loader (LoaderArgs.sanitizeHtml: sanitize-html on
// the server, the browser's parser on the client) before it reaches a page. Unknown markup types
// are dropped, so a new module in the CMS never breaks a page.
import { webPageCall } from '#shared/contract/calls.ts';
import type { LoaderArgs } from './route-types.ts';
import type { SeoInput } from '../head/seo.ts';
import { ApiError } from './api-client.ts';
import { bool, field, list, text, type Json } from './read.ts';

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
  | { ok: true; page: ContentPage }
  | { ok: false; notFound: boolean; message: string };

type Sanitize = (html: string) => string;

function readOffer(raw: Json): OfferModuleItem | null {
  const title = text(raw, 'title');
  if (!title) return null;
  const imageUri = text(raw, 'image', 'uri');
  const ctaText = text(raw, 'cta', 'text');
  const ctaUrl = text(raw, 'cta', 'url');
  return {
    offerId: text(raw, 'offerId') ?? title,
    title,
    subheading: text(raw, 'subheading'),
    description: text(raw, 'description'),
    image: imageUri ? { uri: imageUri, altText: text(raw, 'image', 'altText') ?? '' } : null,
    cta: ctaText && ctaUrl ? { text: ctaText, url: ctaUrl } : null,
    terms: text(raw, 'terms'),
  };
}

export function readModule(raw: Json, sanitize: Sanitize): CmsModule | null {
  switch (text(raw, 'markupType')) {
    case 'rich-text': {
      const html = text(raw, 'html');
      return html ? { markupType: 'rich-text', html: sanitize(html) } : null;
    }
    case 'image': {
      const uri = text(raw, 'uri');
      return uri ? { markupType: 'image', uri, altText: text(raw, 'altText') ?? '' } : null;
    }
    case 'faq': {
      const items = list(raw, 'items').flatMap((item) => {
        const question = text(item, 'question');
        const answer = text(item, 'answerHtml');
        return question && answer ? [{ question, answerHtml: sanitize(answer) }] : [];
      });
      return items.length ? { markupType: 'faq', title: text(raw, 'title'), items } : null;
    }
    case 'amenity-strip': {
      const amenityCodes = list(raw, 'amenityCodes').filter(
        (code): code is string => typeof code === 'string',
      );
      return amenityCodes.length ? { markupType: 'amenity-strip', amenityCodes } : null;
    }
    case 'award-badge': {
      const award = field(raw, 'award');
      const key = text(award, 'key');
      const name = text(award, 'name');
      if (!key || !name) return null;
      return {
        markupType: 'award-badge',
        award: {
          key,
          name,
          description: text(award, 'description') ?? '',
          imageUri: text(award, 'imageUri'),
        },
      };
    }
    case 'offers': {
      const offers = list(raw, 'offers')
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
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

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
function takeHeading(modules: Json[], sanitize: Sanitize): { heading: string | null; modules: Json[] } {
  let heading: string | null = null;
  const rest = modules.map((module) => {
    const html = text(module, 'markupType') === 'rich-text' ? text(module, 'html') : null;
    const match = html && heading === null ? H1.exec(html) : null;
    if (!match) return module;
    heading = plainText(sanitize(match[1] ?? '')) || null;
    return { ...(module as object), html: html!.replace(H1, '') };
  });
  return { heading, modules: rest };
}

export function readContentPage(document: Json, key: string, sanitize: Sanitize): ContentPage {
  const seo = field(document, 'seo');
  const { heading, modules } = takeHeading(list(document, 'modules'), sanitize);
  return {
    key,
    title: text(document, 'title'),
    heading,
    seo: {
      seoTitle: text(seo, 'seoTitle'),
      description: text(seo, 'description'),
      image: text(seo, 'image'),
      keywords: text(seo, 'keywords'),
      robotsDirectives: text(seo, 'robotsDirectives'),
      canonicalUrl: text(seo, 'canonicalUrl'),
      isTrainingProperty: bool(seo, 'isTrainingProperty'),
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
      args.api.get<Json>(webPageCall(key), { signal: args.signal }),
      args.sanitizer(),
    ]);
    return { ok: true, page: readContentPage(document, key, sanitizeHtml) };
  } catch (error) {
    if (args.signal.aborted) throw error;
    const notFound = error instanceof ApiError && error.status === 404;
    return { ok: false, notFound, message: notFound ? CONTENT_NOT_FOUND : CONTENT_UNAVAILABLE };
  }
}
