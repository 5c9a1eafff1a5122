import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readRooms } from '../../data/hotel-rooms.ts';
import { readHotelDetails } from '../../data/hotel-details.ts';
import { RoomFacts } from './room-facts.tsx';

const facts = (html: string) =>
  [
    ...html.matchAll(
      /<li class="room-facts__item"><span class="amenity-icon [^"]*"[^>]*><\/span>(.*?)<\/li>/g,
    ),
  ].map(([, words]) => words);

describe('room card facts (size, beds, capacity, accessible)', () => {
  it('shows the size in square feet with its icon, between capacity and accessibility', () => {
    const html = renderToString(
      <RoomFacts room={{ bedType: '1 King', capacity: 2, sizeSqFt: 350, accessible: true }} />,
    );
    expect(facts(html)).toEqual(['1 King bed', 'Sleeps 2', '350 sq ft', 'Accessible']);
    expect(html).toMatch(
      /<span class="amenity-icon amenity-icon--floor-plan" aria-hidden="true"><\/span>350 sq ft/,
    );
  });

  it('groups the thousands of a large suite and leaves an unknown size out', () => {
    const big = renderToString(
      <RoomFacts room={{ bedType: '2 Queen', capacity: 4, sizeSqFt: 1050, accessible: false }} />,
    );
    expect(facts(big)).toEqual(['2 Queen beds', 'Sleeps 4', '1,050 sq ft']);
    const unknown = renderToString(
      <RoomFacts room={{ bedType: '1 Queen', capacity: 2, sizeSqFt: null, accessible: false }} />,
    );
    expect(facts(unknown)).toEqual(['1 Queen bed', 'Sleeps 2']);
    expect(unknown).not.toContain('sq ft');
  });
});

describe('room size readers', () => {
  // A hotel as the platform's hotel answer has it (its schema allows a number or null).
  const hotelWith = (sizeSqFt: number | null) =>
    readHotelDetails({
      hotelSummary: {
        hotelId: 'H1',
        hotelName: 'Longstay Test',
        hotelUri: '/extended-stay-hotels/tx/austin/test',
        geographicLocation: { latitude: 30.27, longitude: -97.74 },
        address: {
          street: ['1 Main St'],
          cityName: 'Austin',
          subdivisionCode: 'TX',
          postalCode: '78701',
          countryCode: 'US',
        },
        phone: '512-555-0100',
        description: 'A test hotel',
        checkInTime: '15:00',
        checkOutTime: '11:00',
        timeZone: 'America/Chicago',
      },
      media: {
        hotelId: 'H1',
        hotelImages: [],
        choiceAward: null,
        isNew: false,
        isRenovated: false,
        renovationDate: null,
        comingSoon: false,
        presellDate: null,
        hotelUris: ['/extended-stay-hotels/tx/austin/test'],
      },
      amenities: [],
      roomTypes: [
        {
          roomTypeCode: 'SQ',
          name: 'Studio',
          description: 'A studio',
          bedType: '1 Queen',
          capacity: 2,
          sizeSqFt,
          accessible: false,
          accessibleFeatures: null,
          images: [],
        },
      ],
      tripAdvisorId: null,
      isTrainingProperty: false,
    });
  // A room offer as the platform's rooms answer has it (its schema allows a number or null).
  const offers = (sizeSqFt: number | null) =>
    readRooms({
      hotelId: 'H1',
      checkIn: '2027-01-06',
      checkOut: '2027-01-08',
      nights: 2,
      losTier: 'nightly',
      adults: 1,
      children: 0,
      roomCount: 1,
      comingSoon: false,
      currency: 'USD',
      rooms: [
        {
          roomTypeCode: 'SQ',
          name: 'Studio',
          description: 'A studio',
          bedType: '1 Queen',
          capacity: 2,
          sizeSqFt,
          accessible: false,
          accessibleFeatures: null,
          available: 3,
          soldOut: false,
          ratePlans: [],
        },
      ],
    });

  it('reads the platform size of a room offer and of a hotel room type', () => {
    expect(offers(325).rooms[0]?.sizeSqFt).toBe(325);
    expect(hotelWith(400).roomTypes[0]?.sizeSqFt).toBe(400);
  });

  it('reads a missing, zero or negative size as unknown', () => {
    for (const bad of [null, 0, -300]) expect(offers(bad).rooms[0]?.sizeSqFt).toBeNull();
    for (const bad of [null, 0, -300]) expect(hotelWith(bad).roomTypes[0]?.sizeSqFt).toBeNull();
  });
});
