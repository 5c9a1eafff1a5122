// A collapsible strip "Welcome, {company title}" with a logo
// and the details HTML; starts expanded; toggles on click or Enter (a real button); the height
// animates over 300 ms (none with prefers-reduced-motion). Once the guest collapses it, it stays
// collapsed for the visit (a session cookie the server reads): it opened again on every full load.
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { RequestContext } from '../../data/request-context.ts';
import type { ApiClient } from '../../data/api-client.ts';
import { useApi } from '../../data/app-context.tsx';
import { pushAnalyticsEvent } from '../../analytics.ts';
import {
  readCorporateRateId,
  rememberCorporateBanner,
  rememberCorporateRateId,
} from '../../storage/session-storage.ts';
import type { CorporateBannerData } from '../../data/corporate-data.ts';
import { CORPORATE_PARAM, readCorporateId } from '../../search/stay-url.ts';
import './corporate-banner.css';

/**
 * The id comes from ?clientid= (the server resolved the first page's; a later page's
 * address is followed here), else session storage (only the browser can read it, so it
 * resolves after hydration), else the template document (server).
 * Whatever id is shown is remembered for the rest of the visit. The code that resolves a stored id
 * (the CMS reader and the rich-text cleaner) is imported only when there is one.
 */
async function resolveStored(api: ApiClient, id: string): Promise<CorporateBannerData | null> {
  try {
    const [{ resolveCorporateBanner }, { sanitizeRichTextInBrowser }] = await Promise.all([
      import('../../data/corporate-data.ts'),
      import('../../data/rich-text-browser.ts'),
    ]);
    // Only what the banner shows: the account info only as the fallback (corporate-data.ts).
    return await resolveCorporateBanner(api, id, sanitizeRichTextInBrowser, { mergeCodes: false });
  } catch {
    // The code could not be fetched: no banner, as when the calls fail.
    return null;
  }
}

export function useCorporateBanner(
  initial: CorporateBannerData | null,
  context: RequestContext,
): CorporateBannerData | null {
  const api = useApi();
  const [banner, setBanner] = useState(initial);
  const shownId = useRef(initial?.id ?? null);
  // Ids no banner could be found for (the server tried the first page's when it had no banner).
  const unknown = useRef(new Set(!initial && context.corporateId ? [context.corporateId] : []));
  const fromUrl = readCorporateId(new URLSearchParams(useLocation().search).get(CORPORATE_PARAM));
  useEffect(() => {
    // The session's id is the one shown last this visit: fresher than the first page's.
    const wanted = fromUrl ?? readCorporateRateId() ?? context.corporateId;
    if (!wanted || wanted === shownId.current || unknown.current.has(wanted)) {
      if (shownId.current) rememberCorporateRateId(shownId.current);
      return;
    }
    let cancelled = false;
    void resolveStored(api, wanted).then((resolved) => {
      if (!resolved) unknown.current.add(wanted);
      if (cancelled || !resolved) return;
      shownId.current = resolved.id;
      rememberCorporateRateId(resolved.id);
      setBanner(resolved);
    });
    return () => {
      cancelled = true;
    };
  }, [api, initial, context.corporateId, fromUrl]);
  return banner;
}

export function CorporateBanner({
  banner,
  collapsed = false,
}: {
  banner: CorporateBannerData;
  /** Collapsed earlier in the visit. */
  collapsed?: boolean;
}) {
  const [expanded, setExpanded] = useState(!collapsed);
  const detailsId = useId();
  const toggle = () => {
    setExpanded(!expanded);
    rememberCorporateBanner(expanded);
    pushAnalyticsEvent({
      event: 'corporate_banner',
      action: expanded ? 'collapse' : 'expand',
      label: banner.id,
    });
  };
  return (
    <section className="corporate-banner" aria-label="Corporate rate">
      <div className="container">
        <div className="corporate-banner__heading">
          <button
            type="button"
            className="corporate-banner__toggle"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={toggle}
          >
            <span>Welcome, {banner.title}</span>
            <span className="corporate-banner__chevron" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div id={detailsId} className="corporate-banner__details" data-expanded={expanded}>
        <div className="corporate-banner__clip">
          <div className="corporate-banner__body container">
            {banner.logo ? (
              <img
                className="corporate-banner__logo"
                src={banner.logo.src}
                alt={banner.logo.alt}
                width="160"
                height="64"
              />
            ) : null}
            <div
              className="corporate-banner__html"
              dangerouslySetInnerHTML={{ __html: banner.detailsHtml }}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
