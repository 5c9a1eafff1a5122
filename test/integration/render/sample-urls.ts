// A concrete URL for every route of the table (its params filled in).
import { routes } from '#shared/routes.ts';

export const sampleUrls: Record<string, string> = Object.fromEntries(
  routes.map((route) => [
    route.id,
    route.path
      .replace(':state', 'texas')
      .replace(':city', 'austin')
      .replace(':place', 'state-capitol')
      .replace(':airport', 'austin-bergstrom-international-airport')
      .replace(':slug', 'longstay-suites-austin-downtown'), // a seeded hotel (the dataset is deterministic)
  ]),
);
