import { describe, expect, it } from 'vitest';
import { applyView, PAGE_SIZE, readView, viewQuery, type Listable } from './results-view.ts';

const hotel = (id: string, over: Partial<Listable> = {}): Listable => ({
  id,
  name: id,
  distance: 1,
  price: 50,
  rating: 4,
  amenities: [],
  ...over,
});

describe('result list view (sort, filters, pages)', () => {
  const items = [
    hotel('A', { distance: 3, price: 90, rating: 3.5, amenities: ['wifi', 'kitchen'] }),
    hotel('B', { distance: 1, price: null, rating: null, amenities: ['wifi'] }),
    hotel('C', { distance: 2, price: 60, rating: 4.5, amenities: ['kitchen', 'pet-friendly'] }),
  ];
  it('sorts by distance, price and rating, unknown values last', () => {
    expect(applyView(items, readView(new URLSearchParams())).shown.map((h) => h.id)).toEqual([
      'B',
      'C',
      'A',
    ]);
    expect(
      applyView(items, readView(new URLSearchParams('sort=price'))).shown.map((h) => h.id),
    ).toEqual(['C', 'A', 'B']);
    expect(
      applyView(items, readView(new URLSearchParams('sort=rating'))).shown.map((h) => h.id),
    ).toEqual(['C', 'A', 'B']);
  });
  it('filters by amenity and by price', () => {
    expect(
      applyView(items, readView(new URLSearchParams('amenity=kitchen'))).shown.map((h) => h.id),
    ).toEqual(['C', 'A']);
    expect(
      applyView(items, readView(new URLSearchParams('amenity=kitchen&amenity=wifi'))).shown.map(
        (h) => h.id,
      ),
    ).toEqual(['A']);
    expect(
      applyView(items, readView(new URLSearchParams('maxPrice=80'))).shown.map((h) => h.id),
    ).toEqual(['C']);
  });
  it('pages large lists and clamps the page', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      hotel(`H${String(i).padStart(2, '0')}`, { distance: i }),
    );
    const second = applyView(many, readView(new URLSearchParams('page=2')));
    expect(second).toMatchObject({ total: 30, pages: 3, page: 2 });
    expect(second.shown[0]!.id).toBe(`H${PAGE_SIZE}`);
    expect(applyView(many, readView(new URLSearchParams('page=99'))).page).toBe(3);
  });
  it('reads only valid query values and writes them back', () => {
    expect(readView(new URLSearchParams('sort=x&page=-1&maxPrice=abc&amenity=<b>'))).toEqual({
      sort: 'distance',
      page: 1,
      amenities: [],
      maxPrice: null,
    });
    expect(viewQuery(readView(new URLSearchParams('sort=price&amenity=wifi&maxPrice=80')), 2)).toBe(
      '?sort=price&amenity=wifi&maxPrice=80&page=2',
    );
  });
});
