// CMS web pages (spec §7 GET {api}/site/rest/documents/web-page/{key}): title, SEO properties
// (spec §3 "Page head properties") and rich-text modules, sanitised before they reach a page.
import type { SeoInput } from '../head/seo.ts';
import type { LoaderArgs } from './route-types.ts';
import { ApiError } from './api-client.ts';
import { bool, field, list, text, type Json } from './read.ts';

export interface ContentModule {
  heading: string | null;
  /** Sanitised HTML. */
  html: string | null;
}

export interface WebPage {
  key: string;
  title: string | null;
  seo: SeoInput;
  modules: ContentModule[];
}

export type WebPageResult = { ok: true; page: WebPage } | { ok: false; notFound: boolean; message: string };

export const CONTENT_UNAVAILABLE = 'This page’s content is unavailable right now. Please try again in a moment.';
export const CONTENT_NOT_FOUND = 'This page has no published content yet.';

/** Route path → document key: '/company/contact' → 'company/contact'. */
export const webPageKey = (pathname: string): string => pathname.replace(/^\/+|\/+$/g, '');

const HTML_FIELDS = ['html', 'richText', 'content', 'body', 'text'];
const HEADING_FIELDS = ['heading', 'title', 'headline'];

function readModule(module: Json, sanitizeHtml: (html: string) => string): ContentModule | null {
  const heading = HEADING_FIELDS.map((name) => text(module, name)).find((value) => value) ?? null;
  const raw = HTML_FIELDS.map((name) => text(module, name)).find((value) => value) ?? null;
  const html = raw ? sanitizeHtml(raw) : null;
  return heading || html ? { heading, html } : null;
}

export function readWebPage(document: Json, key: string, sanitizeHtml: (html: string) => string): WebPage {
  const seo = field(document, 'seo');
  return {
    key,
    title: text(document, 'title'),
    seo: {
      seoTitle: text(seo, 'seoTitle'),
      description: text(seo, 'description'),
      image: text(seo, 'image'),
      keywords: text(seo, 'keywords'),
      robotsDirectives: text(seo, 'robotsDirectives'),
      canonicalUrl: text(seo, 'canonicalUrl'),
      isTrainingProperty: bool(seo, 'isTrainingProperty'),
    },
    modules: list(document, 'modules')
      .map((module) => readModule(module, sanitizeHtml))
      .filter((module): module is ContentModule => module !== null),
  };
}

export async function loadWebPage(args: LoaderArgs, key = webPageKey(args.url.pathname)): Promise<WebPageResult> {
  try {
    const document = await args.api.get<Json>(`/site/rest/documents/web-page/${key.split('/').map(encodeURIComponent).join('/')}`, {
      signal: args.signal,
    });
    return { ok: true, page: readWebPage(document, key, args.sanitizeHtml) };
  } catch (error) {
    if (args.signal.aborted) throw error;
    const notFound = error instanceof ApiError && error.status === 404;
    return { ok: false, notFound, message: notFound ? CONTENT_NOT_FOUND : CONTENT_UNAVAILABLE };
  }
}
