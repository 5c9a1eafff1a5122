import { describe, expect, it } from 'vitest';
import { destinationUrl, hyphenate } from '../search/destination-url.ts';
import { parseFooterData } from './footer-data.ts';

describe('footer data', () => {
  it('keeps well-formed entries and drops malformed or unsafe ones', () => {
    const data = parseFooterData({
      linkColumns: [
        {
          title: { text: 'Company', url: '/who-we-are' },
          links: [
            { text: 'Careers', url: '/careers' },
            { text: 'Bad', url: 'javascript:alert(1)' },
            7,
          ],
        },
        { title: 'not an object', links: [] },
      ],
      destinations: {
        title: { text: 'Destinations' },
        destinationInfo: [{ subdivisionCode: 'tx', placeName: 'Austin' }, { placeName: 'Nowhere' }],
      },
      offers: {
        title: { text: 'Offers' },
        links: [{ text: 'Weekly', url: '/offers', subheading: 'Save' }],
      },
    });
    expect(data).toEqual({
      linkColumns: [
        {
          title: { text: 'Company', url: '/who-we-are' },
          links: [{ text: 'Careers', url: '/careers' }],
        },
      ],
      destinations: {
        title: 'Destinations',
        places: [{ subdivisionCode: 'TX', placeName: 'Austin' }],
      },
      offers: { title: 'Offers', links: [{ text: 'Weekly', url: '/offers', subheading: 'Save' }] },
    });
  });

  it('answers null for a non-object and empty sections for missing parts', () => {
    expect(parseFooterData('nope')).toBeNull();
    expect(parseFooterData({})).toEqual({ linkColumns: [], destinations: null, offers: null });
  });
});

describe('destination links', () => {
  it('go to /extended-stay-hotels/locations/{state}/{place}/hotels in lower case with hyphens', () => {
    expect(destinationUrl('TX', 'San Antonio')).toBe(
      '/extended-stay-hotels/locations/texas/san-antonio/hotels',
    );
    expect(destinationUrl('ny', "St. John's Wood")).toBe(
      '/extended-stay-hotels/locations/new-york/st-johns-wood/hotels',
    );
    expect(destinationUrl('DC', 'Washington')).toBe(
      '/extended-stay-hotels/locations/district-of-columbia/washington/hotels',
    );
    expect(destinationUrl('ZZ', 'Austin')).toBeNull();
    expect(hyphenate('  Coeur d’Alene ')).toBe('coeur-dalene');
  });
});
