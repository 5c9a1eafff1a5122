// The shape of one entry of the route table: its path,
// lazily imported page, isomorphic loader, head builder and analytics page name.
import type { ComponentType } from 'react';
import type { ApiClient } from './api-client.ts';
import type { RequestContext } from './request-context.ts';
import type { SeoInput } from '../head/seo.ts';

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface LoaderArgs {
  api: ApiClient;
  context: RequestContext;
  params: RouteParams;
  url: URL;
  /** Aborted when the client leaves (a navigation superseded aborts its data request). */
  signal: AbortSignal;
  /**
   * The cleaner of CMS rich text (sanitize-html: loaders run on the server only, for a page and
   * for a navigation's data request alike). A function, so a loader that has no rich text never
   * waits for it.
   */
  sanitizer: () => Promise<(html: string) => string>;
}

export interface HeadArgs {
  params: RouteParams;
  url: URL;
}

export interface PageProps<D> {
  data: D;
}

export interface PageModule<D> {
  Page: ComponentType<PageProps<D>>;
}

export interface RouteDefinition<D> {
  /** Stable id: the manifest key and the analytics route label. */
  id: string;
  /** react-router path pattern. */
  path: string;
  /** File name under shared/pages without .tsx: the build finds the page's chunk by it. */
  page: string;
  lazy: () => Promise<PageModule<D>>;
  loader: (args: LoaderArgs) => Promise<D>;
  head: (data: D, args: HeadArgs) => SeoInput;
  /**
   * True when the page's main data could not be loaded (the platform failing): the page shows
   * its own "unavailable right now" message, answered 503 with noindex and Retry-After,
   * so no crawler keeps it and no monitor takes it for a healthy page.
   */
  unavailable?: (data: D) => boolean;
  /** Analytics page paths. */
  analyticsPage: string;
}

/** A table entry with its data type erased, so one array can hold every route. */
export interface RouteEntry {
  id: string;
  path: string;
  page: string;
  lazy: () => Promise<PageModule<unknown>>;
  loader: (args: LoaderArgs) => Promise<unknown>;
  head: (data: unknown, args: HeadArgs) => SeoInput;
  unavailable?: (data: unknown) => boolean;
  analyticsPage: string;
}

export function defineRoute<D>(definition: RouteDefinition<D>): RouteEntry {
  // The data type is fixed per entry by its own loader, page and head builder; erasing it here
  // is safe because the three are only ever called together on the same entry.
  return definition as unknown as RouteEntry;
}
