import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readReviewLocation, readReviews } from '../../data/hotel-reviews.ts';
import { stripAmenities } from '../../data/amenities.ts';
import { AmenityStrip } from './amenity-strip.tsx';
import { AwardBadge } from './award-badge.tsx';
import { awardFor } from '../../data/awards.ts';
import { TravelerRating } from './traveler-rating.tsx';

const amenity = (amenityCode: string, icon: string | null) => ({
  amenityCode,
  description: amenityCode.toLowerCase(),
  icon,
});

describe('amenity strip (at most 6 icons)', () => {
  it('keeps the product order, one wifi icon, at most six, and skips icon-less amenities', () => {
    const shown = stripAmenities([
      amenity('ACCESSIBLE_ROOMS', 'accessible'),
      amenity('FITNESS_CENTER', 'fitness'),
      amenity('HIGH_SPEED_INTERNET', 'wifi'),
      amenity('FREE_WIFI', 'wifi'),
      amenity('INDOOR_POOL', null),
      amenity('PET_FRIENDLY', 'pet-friendly'),
      amenity('GUEST_LAUNDRY', 'laundry'),
      amenity('NON_SMOKING_HOTEL', 'non-smoking'),
      amenity('FULL_KITCHEN', 'kitchen'),
    ]);
    expect(shown.map((a) => a.amenityCode)).toEqual([
      'NON_SMOKING_HOTEL',
      'HIGH_SPEED_INTERNET',
      'GUEST_LAUNDRY',
      'FULL_KITCHEN',
      'PET_FRIENDLY',
      'FITNESS_CENTER',
    ]);
    expect(stripAmenities([amenity('A', 'wifi')], 99)).toHaveLength(1);
  });

  it('renders each icon focusable with its description as a tooltip', () => {
    const html = renderToString(<AmenityStrip amenities={[amenity('FREE_WIFI', 'wifi')]} />);
    expect(html).toContain('tabindex="0"');
    expect(html).toMatch(/role="tooltip" id="[^"]+">free_wifi</);
    expect(renderToString(<AmenityStrip amenities={[]} />)).toBe('');
  });
});

describe('award badge (icon, name and award text)', () => {
  it('maps every J.D. Power value to the 2025 guest-satisfaction entry', () => {
    for (const value of [
      'jdpower',
      'jdpowerandbest',
      'jdpowerandhonor',
      'jdpowerandplatinum',
      'jdpowerandjdpower',
    ]) {
      expect(awardFor(value)?.key).toBe('jdpower');
    }
    expect(awardFor('jdpower')?.description).toMatch(
      /#1 .*economy extended-stay .*2025|2025.*#1.*economy extended-stay/,
    );
    expect(awardFor('best')?.name).toBe('Hotel of the Year');
    expect(awardFor('honor')?.name).toBe('Ring of Honor');
    expect(awardFor('nonsense')).toBeNull();
    expect(renderToString(<AwardBadge choiceAward={null} />)).toBe('');
  });

  it('shows icon, name and a described-by description', () => {
    const html = renderToString(<AwardBadge choiceAward="gold" />);
    expect(html).toContain('/media/images/awards/gold.svg');
    expect(html).toContain('Gold Award');
    expect(html).toMatch(/aria-describedby="([^"]+)"[\s\S]*id="\1"/);
  });
});

const locationBody = {
  location_id: '1001',
  name: 'Longstay Suites Austin Downtown',
  num_reviews: '398',
  rating: '4.5',
  rating_image_url: '/media/images/ratings/4.5.svg',
  subratings: [
    { name: 'location', localized_name: 'Location', value: '4.0', rating_image_url: '/r/4.0.svg' },
  ],
  review_rating_count: { '1': '0', '2': '1', '3': '35', '4': '144', '5': '219' },
  web_url: 'https://example.test/reviews',
};

describe('traveler rating', () => {
  it('compact: image, label and the (N Reviews) button', () => {
    const html = renderToString(
      <TravelerRating mode="compact" location={readReviewLocation(locationBody)} />,
    );
    expect(html).toContain('TripAdvisor Traveler Rating');
    expect(html).toMatch(/<button[^>]*>\(398 Reviews\)<\/button>/);
  });

  it('full: levels, reviews with owner responses, see-all link and disclaimer', () => {
    const reviews = readReviews({
      data: [
        {
          id: 'r1',
          lang: 'en',
          location_id: '1001',
          rating: 5,
          rating_image_url: '/media/images/ratings/5.0.svg',
          title: 'Great',
          text: 'Lovely stay',
          subratings: [],
          user: { username: 'traveler' },
          published_date: '2026-10-12T19:00:00Z',
          owner_response: { author: 'Manager', text: 'Thank you!', lang: 'en' },
        },
      ],
    });
    const html = renderToString(
      <TravelerRating mode="full" location={readReviewLocation(locationBody)} reviews={reviews} />,
    ).replace(/<!-- -->/g, '');
    // A distribution bar per level, 5★ to 1★, each named with its count.
    const labels = [...html.matchAll(/<meter[^>]*aria-label="([^"]+)"/g)].map((m) => m[1]);
    expect(labels.map((label) => label!.split(':')[0])).toEqual([
      'Excellent',
      'Very good',
      'Average',
      'Poor',
      'Terrible',
    ]);
    expect(labels[0]).toMatch(/^Excellent: 219 of /);
    expect(html).toContain('<span class="bars__count">219</span>');
    expect(html).toContain('Reviewed 10/12/2026');
    expect(html).toContain('Response from Manager');
    expect(html).toContain('See all 398 reviews for Longstay Suites Austin Downtown');
    expect(html).toContain('trademarks of TripAdvisor');
  });

  it('shows nothing when the count is 0', () => {
    const location = readReviewLocation({ ...locationBody, num_reviews: '0' });
    expect(renderToString(<TravelerRating mode="compact" location={location} />)).toBe('');
    expect(renderToString(<TravelerRating mode="full" location={location} reviews={[]} />)).toBe(
      '',
    );
  });
});
