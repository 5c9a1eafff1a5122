// How a result list is shown (result pages: sort by distance, price and rating; filters by
// amenity and price; pagination for large states). Pure, so sorting and filtering are unit-tested;
// the query string carries the view so that it works without JavaScript.
export type SortKey = 'distance' | 'price' | 'rating';

export const SORT_LABELS: Record<SortKey, string> = {
  distance: 'Distance',
  price: 'Price (low to high)',
  rating: 'Traveler rating',
};

export const PAGE_SIZE = 12;

export interface ResultsView {
  sort: SortKey;
  page: number;
  /** Amenity icon keys every shown hotel must have. */
  amenities: string[];
  /** Highest nightly price shown, in dollars; null = any. */
  maxPrice: number | null;
}

export const PRICE_STEPS = [60, 80, 100, 150] as const;

export function readView(query: URLSearchParams): ResultsView {
  const sort = query.get('sort');
  const page = Math.floor(Number(query.get('page') ?? 1));
  const maxPrice = Number(query.get('maxPrice') ?? NaN);
  return {
    sort: sort === 'price' || sort === 'rating' || sort === 'distance' ? sort : 'distance',
    page: Number.isFinite(page) && page >= 1 && page <= 1000 ? page : 1,
    amenities: query
      .getAll('amenity')
      .filter((value) => /^[a-z-]{1,30}$/.test(value))
      .slice(0, 10),
    maxPrice: Number.isFinite(maxPrice) && maxPrice > 0 && maxPrice < 100_000 ? maxPrice : null,
  };
}

export function viewQuery(view: ResultsView, page = view.page): string {
  const query = new URLSearchParams();
  if (view.sort !== 'distance') query.set('sort', view.sort);
  for (const amenity of view.amenities) query.append('amenity', amenity);
  if (view.maxPrice !== null) query.set('maxPrice', String(view.maxPrice));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export interface Listable {
  id: string;
  name: string;
  distance: number | null;
  /** Nightly price, null when none (sold out, coming soon, or not known yet). */
  price: number | null;
  rating: number | null;
  amenities: string[];
}

/** Filter, then sort (missing values last, then by name), then cut the page. */
export function applyView<T extends Listable>(
  items: readonly T[],
  view: ResultsView,
): { shown: T[]; total: number; pages: number; page: number } {
  const filtered = items.filter(
    (item) =>
      view.amenities.every((amenity) => item.amenities.includes(amenity)) &&
      (view.maxPrice === null || (item.price !== null && item.price <= view.maxPrice)),
  );
  const key = (item: T): number | null =>
    view.sort === 'price'
      ? item.price
      : view.sort === 'rating'
        ? item.rating === null
          ? null
          : -item.rating
        : item.distance;
  const sorted = [...filtered].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) {
      if (ka === null) return 1;
      if (kb === null) return -1;
      return ka - kb;
    }
    return a.name.localeCompare(b.name);
  });
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const page = Math.min(view.page, pages);
  return {
    shown: sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: sorted.length,
    pages,
    page,
  };
}
