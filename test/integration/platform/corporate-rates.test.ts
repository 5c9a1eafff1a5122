// Corporate rates over HTTP: the site record, the api-v2 account info (404 fallback
// needs ids only api-v2 knows), and the rate check.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { databaseKinds } from '#test/support/platform.ts';
import { useAccountsPlatform } from './accounts-support.ts';

describe.each(databaseKinds)('corporate rates on %s', (kind) => {
  const running = useAccountsPlatform(kind);

  it('serves the site record for a known id, case-insensitively', async () => {
    const record = (await request(running.url).get('/site-api/rates/corporate/summit').expect(200))
      .body;
    expect(record).toMatchObject({
      choiceAccountId: 'SUMMIT',
      companyName: 'Summit Field Services',
      title: 'Summit Field Services',
      ratePlanCodes: ['CSUMMIT'],
      logoImage: {
        uri: 'logos/summit-field-services.svg',
        altText: 'Summit Field Services logo',
      },
    });
    expect(record.detailsHtml).toContain('[corpName]');
  });

  it('answers 404 on the site for an id only api-v2 knows, which api-v2 then answers (fallback)', async () => {
    const site = await request(running.url).get('/site-api/rates/corporate/ironclad').expect(404);
    expect(site.body.statusCode).toBe(404);
    const info = (
      await request(running.url)
        .get('/api-v2/roomavailability/corporateAccountInfo')
        .query({ corporateid: 'ironclad', isProd: 'true' })
        .expect(200)
    ).body;
    expect(info).toMatchObject({
      companyName: 'Ironclad Construction Group',
      ratePlanCodes: ['CIRONC'],
    });
    const welcome = (
      await request(running.url).get('/site-api/documents/page-module/welcome-message').expect(200)
    ).body;
    expect(welcome.html.replace('[corpName]', info.companyName)).toContain(
      'Welcome, Ironclad Construction Group travelers',
    );
  });

  it('keeps site-only ids away from api-v2 and unknown ids away from both', async () => {
    await request(running.url).get('/site-api/rates/corporate/NORTHWIND').expect(200);
    await request(running.url)
      .get('/api-v2/roomavailability/corporateAccountInfo')
      .query({ corporateid: 'NORTHWIND', isProd: 'true' })
      .expect(404);
    await request(running.url).get('/site-api/rates/corporate/NOPE').expect(404);
    await request(running.url)
      .get('/api-v2/roomavailability/corporateAccountInfo')
      .query({ corporateid: 'NOPE', isProd: 'true' })
      .expect(404);
    await request(running.url).get('/api-v2/roomavailability/corporateAccountInfo').expect(400);
  });

  it('checks a rate id: codes from either source, an empty list when unknown', async () => {
    expect(
      (await request(running.url).get('/v1/rate/corporate/meridian/check').expect(200)).body
        .ratePlanCodes,
    ).toEqual(['CMERID', 'CMERIDX']);
    expect(
      (await request(running.url).get('/v1/rate/corporate/cascade/check').expect(200)).body
        .ratePlanCodes,
    ).toEqual(['CCASCD']);
    expect(
      (await request(running.url).get('/v1/rate/corporate/NOT-A-RATE/check').expect(200)).body
        .ratePlanCodes,
    ).toEqual([]);
    expect(
      (await request(running.url).get('/v1/rate/corporate/%20%3Cb%3E/check').expect(200)).body
        .ratePlanCodes,
    ).toEqual([]);
  });

  it('seeds the corporate rate plans as kind corporate with a discount', async () => {
    const plans = await running.platform.store.db
      .selectFrom('rate_plans')
      .selectAll()
      .where('kind', '=', 'corporate')
      .orderBy('rate_plan_code')
      .execute();
    expect(plans.map((p) => p.rate_plan_code)).toEqual([
      'CBLUEH',
      'CCASCD',
      'CIRONC',
      'CMERID',
      'CMERIDX',
      'CNWIND',
      'CSUMMIT',
    ]);
    for (const plan of plans) expect(plan.discount_bp).toBeGreaterThan(0);
  });
});
