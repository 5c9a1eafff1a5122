import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import {
  corporateIdFromTemplate,
  resolveCorporateBanner,
  type JsonGetter,
} from './corporate-data.ts';
import { sanitizeRichText } from './rich-text.server.ts';

/** A stand-in for the platform: answers by path, 404 for anything else. */
function platform(answers: Record<string, unknown>): JsonGetter & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async get<T>(path: string): Promise<T> {
      calls.push(path);
      if (path in answers) return answers[path] as T;
      throw new ApiError(404, { status: 'ERROR' });
    },
  };
}

describe('corporate banner data', () => {
  it('uses the rate record: title, logo, details with [corpName] escaped and HTML sanitised', async () => {
    const api = platform({
      '/site-api/rates/corporate/ACME': {
        ratePlanCodes: ['ACM'],
        companyName: 'Acme & <Sons>',
        title: 'Acme Travel',
        logoImage: { uri: 'corporate/acme logo.png', altText: 'Acme' },
        detailsHtml: '<p onclick="x()">Welcome [corpName] guests<script>alert(1)</script></p>',
      },
    });
    expect(await resolveCorporateBanner(api, ' ACME ', sanitizeRichText)).toEqual({
      id: 'ACME',
      title: 'Acme Travel',
      companyName: 'Acme & <Sons>',
      logo: { src: '/media/images/corporate/acme%20logo.png', alt: 'Acme' },
      detailsHtml: '<p>Welcome Acme &amp; &lt;Sons&gt; guests</p>',
      ratePlanCodes: ['ACM'],
    });
  });

  it('without merging (the browser) asks the account info only after the record is 404', async () => {
    const found = platform({
      '/site-api/rates/corporate/SITEONLY': { companyName: 'Site Only', title: 'Site Only' },
    });
    const banner = await resolveCorporateBanner(found, 'SITEONLY', sanitizeRichText, {
      mergeCodes: false,
    });
    expect(banner?.title).toBe('Site Only');
    expect(found.calls).toEqual(['/site-api/rates/corporate/SITEONLY']);

    const info = '/api-v2/roomavailability/corporateAccountInfo?corporateid=V2ONLY&isProd=true';
    const fallback = platform({ [info]: { companyName: 'V2 Only', ratePlanCodes: ['V2'] } });
    const fromInfo = await resolveCorporateBanner(fallback, 'V2ONLY', sanitizeRichText, {
      mergeCodes: false,
    });
    expect(fromInfo).toMatchObject({ title: 'V2 Only', ratePlanCodes: ['V2'] });
    expect(fallback.calls.slice(0, 2)).toEqual(['/site-api/rates/corporate/V2ONLY', info]);
  });

  it('merges the rate plan codes of the rate record and the account info', async () => {
    const api = platform({
      '/site-api/rates/corporate/ACME': {
        ratePlanCodes: ['ACM', 'ACM2'],
        companyName: 'Acme',
        title: 'Acme Travel',
      },
      '/api-v2/roomavailability/corporateAccountInfo?corporateid=ACME&isProd=true': {
        ratePlanCodes: ['ACM2', 'ACMV2', 7, ''],
        companyName: 'Acme',
      },
    });
    const banner = await resolveCorporateBanner(api, 'ACME', sanitizeRichText);
    expect(banner?.ratePlanCodes).toEqual(['ACM', 'ACM2', 'ACMV2']);
    expect(banner?.title).toBe('Acme Travel');
    expect(api.calls).not.toContain('/site-api/documents/page-module/welcome-message');
  });

  it('falls back on a 404 to the account info plus the welcome message', async () => {
    const api = platform({
      '/api-v2/roomavailability/corporateAccountInfo?corporateid=OLD1&isProd=true': {
        ratePlanCodes: ['X'],
        companyName: 'Old Co',
      },
      '/site-api/documents/page-module/welcome-message': { html: '<p>Hello [corpName]</p>' },
    });
    expect(await resolveCorporateBanner(api, 'OLD1', sanitizeRichText)).toEqual({
      id: 'OLD1',
      title: 'Old Co',
      companyName: 'Old Co',
      logo: null,
      detailsHtml: '<p>Hello Old Co</p>',
      ratePlanCodes: ['X'],
    });
  });

  it('answers null for an unknown id and for a failing platform', async () => {
    expect(await resolveCorporateBanner(platform({}), 'NOPE', sanitizeRichText)).toBeNull();
    const failing: JsonGetter = {
      get: async () => {
        throw new ApiError(502, null);
      },
    };
    expect(await resolveCorporateBanner(failing, 'ACME', sanitizeRichText)).toBeNull();
  });

  it('reads the corporate id of a template document', async () => {
    const api = platform({
      '/site-api/documents?uri=%2Fpartners%2Facme': { document: { choiceAccountId: 'ACME' } },
    });
    expect(await corporateIdFromTemplate(api, 'partners/acme')).toBe('ACME');
    expect(await corporateIdFromTemplate(api, 'other')).toBeNull();
    expect(api.calls).toEqual([
      '/site-api/documents?uri=%2Fpartners%2Facme',
      '/site-api/documents?uri=%2Fother',
    ]);
  });
});
