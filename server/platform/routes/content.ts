// CMS content: web pages by key, page modules (footer, welcome-message, corona-virus)
// and documents by uri (a corporate landing template names its choiceAccountId).
// Keys: the site route path without the leading slash, '/' kept ('company/contact'); '/' is 'home'.
import { route, type RouteDefinition } from '../http/route.ts';
import { notFound } from '../http/errors.ts';
import { documentAtUri, pageModule, webPage } from './content-answers.ts';
import {
  findDocumentByUri,
  findPageModule,
  findWebPage,
  normalizeKey,
} from '../services/content-documents.ts';

const CACHE = 'public, max-age=300';

export const routes: RouteDefinition[] = [
  route<{ key: string[] }>({
    method: 'get',
    path: '/site/rest/documents/web-page/*key',
    summary:
      'A CMS web page by key (the route path without the leading slash, e.g. company/contact) → { key, uri, title, seo, modules }.',
    tag: 'content',
    response: webPage,
    async handler({ params, res, platform }) {
      const key = normalizeKey(params.key);
      const page = key ? await findWebPage(platform.db, key) : undefined;
      if (!page) throw notFound('No such page.');
      res.set('Cache-Control', CACHE);
      return page;
    },
  }),

  route<{ key: string }>({
    method: 'get',
    path: '/site-api/documents/page-module/:key',
    summary: 'A page module: footer (Footer data), welcome-message and corona-virus ({ html }).',
    tag: 'content',
    params: {
      type: 'object',
      properties: { key: { type: 'string', minLength: 1, maxLength: 100 } },
      required: ['key'],
    },
    response: pageModule,
    async handler({ params, res, platform }) {
      const key = normalizeKey(params.key);
      const module = key ? await findPageModule(platform.db, key) : undefined;
      if (module === undefined) throw notFound('No such page module.');
      res.set('Cache-Control', CACHE);
      return module;
    },
  }),

  route<Record<string, string>, { uri: string }>({
    method: 'get',
    path: '/site-api/documents',
    summary:
      'The document at a uri (e.g. %2Fsummit-field-services) → { document: { key, uri, title, type, choiceAccountId } }.',
    tag: 'content',
    query: {
      type: 'object',
      properties: { uri: { type: 'string', minLength: 1, maxLength: 300 } },
      required: ['uri'],
    },
    response: documentAtUri,
    async handler({ query, res, platform }) {
      const document = await findDocumentByUri(platform.db, query.uri);
      if (!document) throw notFound('No document at this uri.');
      res.set('Cache-Control', CACHE);
      return { document };
    },
  }),
];
