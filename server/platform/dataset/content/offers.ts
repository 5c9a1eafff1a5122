// The Deals page offers and the footer's offer links. Discounts match the rate plans the catalog
// seeds (STANDARD, AAA, SENIOR) and the length-of-stay tiers of the rates engine (7+ and 30+ nights).
import type { Offer } from './types.ts';

export const dealsOffers: Offer[] = [
  {
    offerId: 'weekly-rate',
    title: 'Stay 7 Nights, Save More Every Night',
    subheading: 'Weekly rates, applied automatically',
    description:
      'Book 7 nights or more and your nightly rate drops for the whole stay. No code and no catch: search with your dates and the weekly rate is already in the price.',
    image: {
      uri: 'content/offer-weekly.jpg',
      altText:
        'A suite kitchen with a full-size refrigerator, a two-burner cooktop and a small dining table',
    },
    cta: { text: 'Find a Hotel', url: '/' },
    terms:
      'Weekly rates apply to stays of 7 to 29 consecutive nights in the same suite. Availability varies by hotel and date.',
  },
  {
    offerId: 'monthly-rate',
    title: 'Stay 30 Nights, Pay Our Lowest Rate',
    subheading: 'Monthly rates for long assignments',
    description:
      'Relocating, on assignment or between homes? Stays of 30 nights or more get our lowest nightly rate, plus weekly housekeeping and a linen exchange whenever you ask.',
    image: {
      uri: 'content/offer-monthly.jpg',
      altText:
        'A studio suite with two queen beds, a nightstand between them and a window with curtains',
    },
    cta: { text: 'Plan a Monthly Stay', url: '/' },
    terms:
      'Monthly rates apply to stays of 30 or more consecutive nights. Stays of more than 30 nights may be exempt from some occupancy taxes.',
  },
  {
    offerId: 'aaa',
    title: 'AAA & CAA Members Save 10%',
    subheading: 'Show your card at check-in',
    description:
      'Members of AAA and CAA save 10% off the best available rate at every Longstay hotel, on stays of any length.',
    image: {
      uri: 'content/offer-road-trip.jpg',
      altText: 'Cars parked in front of a two-storey Longstay hotel on a clear day',
    },
    cta: { text: 'Book the Member Rate', url: '/' },
    terms:
      'A valid membership card must be shown at check-in. Cannot be combined with other discounts.',
  },
  {
    offerId: 'senior',
    title: 'Senior Rate: 10% Off for Guests 60+',
    subheading: 'For travelers 60 and older',
    description:
      'Visiting family or taking the long way home? Guests 60 and older save 10% off the best available rate.',
    image: {
      uri: 'content/offer-senior.jpg',
      altText: 'The front desk of a Longstay lobby before a wood-slat wall with the LONGSTAY name',
    },
    cta: { text: 'Book the Senior Rate', url: '/' },
    terms: 'Proof of age required at check-in. Cannot be combined with other discounts.',
  },
  {
    offerId: 'corporate',
    title: 'Corporate Rates for Teams on Assignment',
    subheading: 'Negotiated rates and direct billing',
    description:
      'Companies that send people on the road for weeks at a time get a negotiated rate at every Longstay hotel, one point of contact and consolidated billing.',
    image: {
      uri: 'content/offer-corporate.jpg',
      altText: 'A work desk by a suite window with a desk chair, a lamp and a laptop',
    },
    cta: { text: 'Ask About Major Accounts', url: '/majoraccounts' },
    terms:
      'Corporate rates are available to qualifying companies. Enter your corporate rate ID when you search.',
  },
];
