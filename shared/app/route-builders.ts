// Builders for the kinds of entries of the route table (shared/routes.ts): text pages and CMS
// pages share their loader and head logic.
import {
  defineRoute,
  type LoaderArgs,
  type PageModule,
  type RouteEntry,
} from '../data/route-types.ts';
import { PageNotFound } from '../data/page-not-found.ts';
import { pageTitle, type SeoInput } from '../head/seo.ts';
import type { ContentData } from '../pages/content.tsx';

export const noData = async (): Promise<null> => null;

/**
 * A loader whose module is imported on first use (no page's first load carries the data
 * code of every route, and the browser, whose navigations ask the site for their data, never
 * fetches it). `load` is the module's dynamic import, `pick` names its loader.
 */
export function lazyLoader<M, D>(
  load: () => Promise<M>,
  pick: (module: M) => (args: LoaderArgs) => Promise<D>,
): (args: LoaderArgs) => Promise<D> {
  return async (args: LoaderArgs) => pick(await load())(args);
}

const loadContentPage = lazyLoader(
  () => import('../data/content-page.ts'),
  (m) => m.loadContentPage,
);

/** The head of a personal or development page: its title and words, never indexed. */
export const privateHead = (title: string, description?: string) => (): SeoInput => ({
  seoTitle: pageTitle(title),
  ...(description ? { description } : {}),
  robotsDirectives: 'noindex, nofollow',
});

/** A page whose body is its own text (no forms or widgets of its own). */
export function textRoute(
  id: string,
  path: string,
  lazy: () => Promise<PageModule<null>>,
  title: string,
  description: string,
  analyticsPage = path,
): RouteEntry {
  return defineRoute<null>({
    id,
    path,
    page: id,
    lazy,
    loader: noData,
    head: () => ({ seoTitle: pageTitle(title), description }),
    analyticsPage,
  });
}

/** A CMS-backed page: its document's title, SEO properties and typed modules. */
export function contentRoute(
  id: string,
  path: string,
  heading: string,
  description: string,
): RouteEntry {
  return defineRoute<ContentData>({
    id,
    path,
    page: 'content',
    lazy: () => import('../pages/content.tsx'),
    loader: async (args) => ({ heading, description, result: await loadContentPage(args) }),
    head: contentHead,
    unavailable: (data) => !data.result.ok && !data.result.notFound,
    analyticsPage: path,
  });
}

/** From the document, with the route's own words as the fallback. */
function contentHead(data: ContentData): SeoInput {
  const fallback = { seoTitle: pageTitle(data.heading), description: data.description };
  if (!data.result.ok) return fallback;
  const { seo, title } = data.result.page;
  return {
    ...seo,
    seoTitle: seo.seoTitle || (title ? pageTitle(title) : fallback.seoTitle),
    description: seo.description || data.description,
  };
}

/**
 * Any other path a CMS web page declares (its key is the path, so editors
 * can add a page without a release); a path no document declares is the site's 404. Last in the table: `*` ranks lowest.
 */
export function documentRoute(): RouteEntry {
  return defineRoute<ContentData>({
    id: 'document',
    path: '*',
    page: 'content',
    lazy: () => import('../pages/content.tsx'),
    loader: async (args) => {
      const result = await loadContentPage(args);
      if (!result.ok && result.notFound) throw new PageNotFound('page');
      return { heading: (result.ok && result.page.title) || 'Longstay', description: '', result };
    },
    head: contentHead,
    unavailable: (data) => !data.result.ok && !data.result.notFound,
    analyticsPage: '/content',
  });
}
