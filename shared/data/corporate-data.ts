// spec §4 Corporate banner and §8 "Corporate rate 404": the banner's data for a corporate rate
// id, from the site API's rate record, or on a 404 from the corporate account info plus the
// welcome-message module. Used by the server (loadShellData) and by the browser when the id
// comes from session storage.
import { ApiError } from './api-client.ts';
import { escapeHtml } from '../format/escape-html.ts';

export interface CorporateBannerData {
  id: string;
  /** The company title shown as "Welcome, {title}". */
  title: string;
  companyName: string;
  logo: { src: string; alt: string } | null;
  /** Sanitised details HTML with [corpName] replaced by the escaped company name. */
  detailsHtml: string;
}

/** The part of ApiClient the resolver needs (the browser passes a bare fetch wrapper). */
export interface JsonGetter {
  get<T>(path: string): Promise<T>;
}

interface CorporateRateRecord {
  ratePlanCodes?: unknown;
  detailsHtml?: unknown;
  companyName?: unknown;
  title?: unknown;
  logoImage?: { uri?: unknown; altText?: unknown } | null;
}

interface CorporateAccountInfo {
  ratePlanCodes?: unknown;
  companyName?: unknown;
}

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

function hasRatePlans(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0;
}

/** Resolves a corporate id to banner data; null when the id is unknown or the calls fail. */
export async function resolveCorporateBanner(
  api: JsonGetter,
  rawId: string,
  sanitize: HtmlSanitizer,
): Promise<CorporateBannerData | null> {
  const id = rawId.trim();
  if (!id) return null;
  const encoded = encodeURIComponent(id);
  try {
    const rate = await api.get<CorporateRateRecord>(`/site-api/rates/corporate/${encoded}`);
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
    };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) return null;
  }
  try {
    const [info, welcome] = await Promise.all([
      api.get<CorporateAccountInfo>(
        `/api-v2/roomavailability/corporateAccountInfo?corporateid=${encoded}&isProd=true`,
      ),
      api
        .get<{ html?: unknown }>('/site-api/documents/page-module/welcome-message')
        .catch(() => null),
    ]);
    const companyName = text(info.companyName);
    if (!companyName || !hasRatePlans(info.ratePlanCodes)) return null;
    return {
      id,
      title: companyName,
      companyName,
      logo: null,
      detailsHtml: renderDetailsHtml(text(welcome?.html), companyName, sanitize),
    };
  } catch {
    return null;
  }
}

/** spec §7: the template document may name a corporate account (document.choiceAccountId). */
export async function corporateIdFromTemplate(
  api: JsonGetter,
  template: string,
): Promise<string | null> {
  const uri = `/${template.trim().replace(/^\/+/, '')}`;
  if (uri === '/') return null;
  try {
    const answer = await api.get<{ document?: { choiceAccountId?: unknown } | null }>(
      `/site-api/documents?uri=${encodeURIComponent(uri)}`,
    );
    return text(answer.document?.choiceAccountId) || null;
  } catch {
    return null;
  }
}
