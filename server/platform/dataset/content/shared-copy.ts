// Copy used on more than one page.
import type { Award, Seo } from './types.ts';

// The award text cites the #1 guest-satisfaction ranking among economy extended-stay
// brands for 2025.
export const GUEST_SATISFACTION_AWARD: Award = {
  key: 'jdpower',
  name: '#1 in Guest Satisfaction',
  imageUri: 'awards/jdpower.svg',
  description:
    'Longstay ranked #1 in guest satisfaction among economy extended-stay hotel brands in the J.D. Power 2025 North America Hotel Guest Satisfaction Index Study.',
};

/** The icon amenities, in the product's order (dataset/amenities.ts codes). */
export const SIGNATURE_AMENITIES = [
  'NON_SMOKING_HOTEL',
  'FREE_WIFI',
  'GUEST_LAUNDRY',
  'FULL_KITCHEN',
  'PET_FRIENDLY',
  'FITNESS_CENTER',
];

export const seo = (
  path: string,
  seoTitle: string,
  description: string,
  keywords: string,
  image = 'content/hero-suite.jpg',
): Seo => ({
  seoTitle,
  description,
  image,
  keywords,
  robotsDirectives: 'index, follow',
  canonicalUrl: path,
  isTrainingProperty: false,
});
