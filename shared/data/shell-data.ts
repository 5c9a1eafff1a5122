// The data every page's chrome needs, loaded once per document on the server: footer
// data, the public-health notice (module "corona-virus"), the corporate banner
// and the signed-in account. The calls run in parallel and each failure only removes its part:
// the chrome still renders without it.
import { pageModuleCall } from '#shared/contract/calls.ts';
import type { ApiClient } from './api-client.ts';
import type { RequestContext, SignedInAccount } from './request-context.ts';
import {
  corporateIdFromTemplate,
  resolveCorporateBanner,
  type CorporateBannerData,
} from './corporate-data.ts';
import { parseFooterData, type FooterData } from './footer-data.ts';
import { sanitizeRichText } from './rich-text.server.ts';

export interface HealthNoticeData {
  /** Sanitised HTML of the "corona-virus" page module. */
  html: string;
}

export interface ShellData {
  context: RequestContext;
  footer: FooterData | null;
  healthNotice: HealthNoticeData | null;
  corporate: CorporateBannerData | null;
  account: SignedInAccount | null;
}

async function loadFooter(api: ApiClient): Promise<FooterData | null> {
  try {
    return parseFooterData(await api.get(pageModuleCall('footer')));
  } catch {
    return null;
  }
}

async function loadHealthNotice(api: ApiClient): Promise<HealthNoticeData | null> {
  try {
    const module = await api.get(pageModuleCall('corona-virus'));
    const html = 'html' in module ? sanitizeRichText(module.html).trim() : '';
    return html ? { html } : null;
  } catch {
    return null;
  }
}

/** Clientid from the query first; the browser then tries session storage; else the template. */
async function loadCorporate(
  api: ApiClient,
  context: RequestContext,
): Promise<CorporateBannerData | null> {
  const id =
    context.corporateId ??
    (context.template ? await corporateIdFromTemplate(api, context.template) : null);
  return id ? resolveCorporateBanner(api, id, sanitizeRichText) : null;
}

export async function loadShellData(api: ApiClient, context: RequestContext): Promise<ShellData> {
  const [footer, healthNotice, corporate] = await Promise.all([
    loadFooter(api),
    loadHealthNotice(api),
    loadCorporate(api, context).catch(() => null),
  ]);
  return { context, footer, healthNotice, corporate, account: context.account };
}
