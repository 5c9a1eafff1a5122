// Corporate banner and "Corporate rate 404": the banner's data for a corporate rate
// id, from the site API's rate record, or on a 404 from the corporate account info plus the
// welcome-message module.: the record's ratePlanCodes are merged from both sources (the
// two calls run side by side on the server, loadShellData). The browser, which resolves an id from
// session storage or a later page's address only to show the banner, asks the account info only
// as the 404 fallback: for an id only the site knows, the account info answers 404, and a
// browser logs every 404 it is answered as a console error.
import {
  corporateAccountInfoCall,
  corporateRateRecordCall,
  documentByUriCall,
  pageModuleCall,
} from '#shared/contract/calls.ts';
import type { AnswerOf } from '#shared/contract/platform-api.ts';
import { ApiError, type ApiClient } from './api-client.ts';
import { escapeHtml } from '../format/escape-html.ts';

export interface CorporateBannerData {
  id: string;
  /** The company title shown as "Welcome, {title}". */
  title: string;
  companyName: string;
  logo: { src: string; alt: string } | null;
  /** Sanitised details HTML with [corpName] replaced by the escaped company name. */
  detailsHtml: string;
  /** The rate plan codes of the site record and of the account info, merged. */
  ratePlanCodes: string[];
}

/** The part of ApiClient the resolver needs. */
export type JsonGetter = Pick<ApiClient, 'get'>;

export interface ResolveBannerOptions {
  /**
   * Ask the account info beside the rate record and merge its rate plan codes; when
   * false it is asked only after the record's 404 and the codes are the record's. Default true.
   */
  mergeCodes?: boolean;
}

type CorporateAccountInfo = AnswerOf<'/api-v2/roomavailability/corporateAccountInfo', 'get'>;

type AccountInfoAnswer = { ok: true; info: CorporateAccountInfo } | { ok: false };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function mediaImageUrl(uri: string): string {
  return `/media/images/${uri.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}`;
}

/** Sanitises HTML: sanitize-html on the server, DOMParser in the browser (same policy). */
export type HtmlSanitizer = (html: string) => string;

export function renderDetailsHtml(
  html: string,
  companyName: string,
  sanitize: HtmlSanitizer,
): string {
  return sanitize(html.replaceAll('[corpName]', escapeHtml(companyName)));
}

function codesOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((code): code is string => typeof code === 'string' && code.trim() !== '')
    : [];
}

/** Each code once, the site record's first. */
export function mergeRatePlanCodes(...sources: unknown[]): string[] {
  return [...new Set(sources.flatMap(codesOf))];
}

/** Resolves a corporate id to banner data; null when the id is unknown or the calls fail. */
export async function resolveCorporateBanner(
  api: JsonGetter,
  rawId: string,
  sanitize: HtmlSanitizer,
  { mergeCodes = true }: ResolveBannerOptions = {},
): Promise<CorporateBannerData | null> {
  const id = rawId.trim();
  if (!id) return null;
  // The account info is the second source of rate plan codes, and the fallback after a 404.
  let asked: Promise<AccountInfoAnswer> | null = null;
  const accountInfo = () =>
    (asked ??= api.get(corporateAccountInfoCall(id)).then(
      (info) => ({ ok: true as const, info }),
      () => ({ ok: false as const }),
    ));
  if (mergeCodes) void accountInfo();
  try {
    const rate = await api.get(corporateRateRecordCall(id));
    const info = mergeCodes ? await accountInfo() : null;
    const companyName = text(rate.companyName);
    const title = text(rate.title) || companyName;
    if (!title) return null;
    const logoUri = text(rate.logoImage?.uri);
    return {
      id,
      title,
      companyName,
      logo: logoUri
        ? {
            src: mediaImageUrl(logoUri),
            alt: text(rate.logoImage?.altText) || `${companyName} logo`,
          }
        : null,
      detailsHtml: renderDetailsHtml(text(rate.detailsHtml), companyName, sanitize),
      ratePlanCodes: mergeRatePlanCodes(
        rate.ratePlanCodes,
        info?.ok ? info.info.ratePlanCodes : undefined,
      ),
    };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) return null;
  }
  const [info, welcome] = await Promise.all([
    accountInfo(),
    api.get(pageModuleCall('welcome-message')).catch(() => null),
  ]);
  if (!info.ok) return null;
  const companyName = text(info.info.companyName);
  const ratePlanCodes = mergeRatePlanCodes(info.info.ratePlanCodes);
  if (!companyName || !ratePlanCodes.length) return null;
  return {
    id,
    title: companyName,
    companyName,
    logo: null,
    detailsHtml: renderDetailsHtml(
      welcome && 'html' in welcome ? welcome.html.trim() : '',
      companyName,
      sanitize,
    ),
    ratePlanCodes,
  };
}

/** The template document may name a corporate account (document.choiceAccountId). */
export async function corporateIdFromTemplate(
  api: JsonGetter,
  template: string,
): Promise<string | null> {
  const uri = `/${template.trim().replace(/^\/+/, '')}`;
  if (uri === '/') return null;
  try {
    const answer = await api.get(documentByUriCall(uri));
    return answer.document.choiceAccountId?.trim() || null;
  } catch {
    return null;
  }
}
