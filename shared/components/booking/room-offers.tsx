// Rooms of a hotel for a stay: a room carousel per room type, capacity,
// accessible features in words (ADA reservation rule: describe the accessible features so a
// guest can judge whether the room meets their needs), rate plans with the length-of-stay tier,
// nightly breakdown, taxes, and the all-in total as the most prominent price (FTC rule on fees).
// Sold-out room types are shown as such, without a booking control.
import { Link } from '../../ui/link.tsx';
import { formatUsDate } from '../../format/booking-format.ts';
import type { HotelImage, RoomType } from '../../data/hotel-details.ts';
import type { Stay } from '../../data/booking-stay.ts';
import { stayParams } from '../../search/stay-url.ts';
import { tierLabel, type RatePlan, type RoomOffer } from '../../data/hotel-rooms.ts';
import { RoomCarousel } from '../hotel/room-carousel.tsx';
import { RoomFacts } from '../hotel/room-facts.tsx';
import { Price, PriceBlock } from '../price/price.tsx';
import { audienceLabel } from '../../data/rate-headline.ts';
import { messages } from '../../validation/messages.ts';
import './room-offers.css';

export interface RoomOffersProps {
  hotelId: string;
  stay: Stay;
  nights: number;
  rooms: readonly RoomOffer[];
  roomTypes: readonly RoomType[];
  hotelImages: readonly HotelImage[];
  comingSoon: boolean;
  corporateId: string | null;
}

export function guestDataHref(
  hotelId: string,
  roomTypeCode: string,
  plan: Pick<RatePlan, 'ratePlanCode'>,
  stay: Stay,
  corporateId: string | null,
): string {
  // The stay travels on, corporate id included, so guest data prices what the guest saw.
  const query = stayParams({ ...stay, corporateId });
  query.set('hotelId', hotelId);
  query.set('roomTypeCode', roomTypeCode);
  query.set('ratePlanCode', plan.ratePlanCode);
  return `/guest-data?${query.toString()}`;
}

function imagesFor(
  room: RoomOffer,
  roomTypes: readonly RoomType[],
  hotelImages: readonly HotelImage[],
) {
  const own = roomTypes.find((type) => type.roomTypeCode === room.roomTypeCode)?.images ?? [];
  const fromHotel = hotelImages.filter(
    (image) => image.roomTypeCode === room.roomTypeCode || image.kind === 'kitchen',
  );
  const seen = new Set<string>();
  return [...own, ...fromHotel].filter((image) => !seen.has(image.uri) && seen.add(image.uri));
}

/**
 * The list of rooms (the hotel page shows the booking funnel's steps above it: choosing a room is
 * step one).
 */
export function RoomOffers({
  hotelId,
  stay,
  nights,
  rooms,
  roomTypes,
  hotelImages,
  comingSoon,
  corporateId,
}: RoomOffersProps) {
  if (rooms.length === 0) {
    return <p role="status">No room type fits this party for these dates. Try fewer guests.</p>;
  }
  return (
    <ul className="room-offers">
      {rooms.map((room) => (
        <li key={room.roomTypeCode} className="room-offer" data-room-type={room.roomTypeCode}>
          <RoomCarousel roomName={room.name} images={imagesFor(room, roomTypes, hotelImages)} />
          <div className="room-offer__body">
            <h3 className="room-offer__name">{room.name}</h3>
            <RoomFacts room={room} />
            {room.description ? (
              <p className="room-offer__description">{room.description}</p>
            ) : null}
            {room.accessible ? (
              <p className="room-offer__accessible">
                <strong>Accessible room.</strong>{' '}
                {room.accessibleFeatures ??
                  'Ask the hotel about the accessible features of this room.'}
              </p>
            ) : null}
          </div>
          <div className="room-offer__offer">
            {comingSoon ? (
              <p className="room-offer__unavailable">
                Coming Soon: this hotel does not take reservations yet.
              </p>
            ) : room.soldOut ? (
              <p className="room-offer__unavailable" data-sold-out="true">
                Sold Out for {formatUsDate(stay.checkIn)} – {formatUsDate(stay.checkOut)}
              </p>
            ) : (
              <ul className="room-offer__plans">
                {negotiatedFirst(room.ratePlans).map((plan) => (
                  <RatePlanItem
                    key={plan.ratePlanCode}
                    plan={plan}
                    nights={nights}
                    roomName={room.name}
                    href={guestDataHref(hotelId, room.roomTypeCode, plan, stay, corporateId)}
                  />
                ))}
              </ul>
            )}
            {!comingSoon && !room.soldOut && room.available <= 5 ? (
              <p className="room-offer__left">Only {room.available} left for these dates</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The guest's negotiated (corporate) rate leads the room's plans: it is the rate they came for,
 * and listed last it read as an afterthought. The others keep the platform's order.
 */
const negotiatedFirst = (plans: readonly RatePlan[]): RatePlan[] =>
  [...plans].sort(
    (a, b) => Number(b.audience === 'corporate') - Number(a.audience === 'corporate'),
  );

function RatePlanItem({
  plan,
  nights,
  roomName,
  href,
}: {
  plan: RatePlan;
  nights: number;
  roomName: string;
  href: string;
}) {
  const tier = tierLabel(plan.losTier);
  return (
    <li className="rate-plan" data-rate-plan={plan.ratePlanCode}>
      <div className="rate-plan__about">
        <p className="rate-plan__name">
          {plan.name}
          {audienceLabel(plan.audience) ? (
            <span className="rate-plan__tag">{audienceLabel(plan.audience)}</span>
          ) : null}
        </p>
        {tier ? <p className="rate-plan__tier">{tier}</p> : null}
        {/* A stay with no tax says so once, in its price block; a partial exemption is told here. */}
        {plan.taxes > 0
          ? plan.taxNotes.map((note) => (
              <p key={note} className="rate-plan__tax-note">
                {note}
              </p>
            ))
          : null}
        {plan.description ? <p className="rate-plan__description">{plan.description}</p> : null}
        <p className="rate-plan__cancellation">{messages.cancellationPolicy}</p>
        <details className="rate-plan__breakdown">
          <summary>Nightly breakdown</summary>
          <table>
            <caption className="visually-hidden">{`Nightly rates, ${plan.name}`}</caption>
            <thead>
              <tr>
                <th scope="col">Night</th>
                <th scope="col">Rate</th>
              </tr>
            </thead>
            <tbody>
              {plan.nightly.map((n) => (
                <tr key={n.night}>
                  <td>{formatUsDate(n.night)}</td>
                  <td>
                    <Price amount={n.amount} plain />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Room subtotal</th>
                <td>
                  <Price amount={plan.subtotal} />
                </td>
              </tr>
              <tr>
                <th scope="row">Taxes</th>
                <td>
                  <Price amount={plan.taxes} />
                </td>
              </tr>
              {plan.taxNotes.map((note) => (
                <tr key={note}>
                  <td colSpan={2} className="rate-plan__tax-note">
                    {note}
                  </td>
                </tr>
              ))}
            </tfoot>
          </table>
        </details>
      </div>
      <div className="rate-plan__price">
        <PriceBlock
          variant="plan"
          total={plan.total}
          nights={nights}
          averageNightly={plan.averageNightly}
          taxes={plan.taxes}
          taxNotes={plan.taxNotes}
          rooms={plan.rooms}
          roomTotal={plan.roomTotal}
        />
        {/* The name in one string: a hidden span after "Book" was read as "Book : Studio…". */}
        <Link
          className="button button--primary rate-plan__book"
          to={href}
          aria-label={`Book: ${roomName}, ${plan.name}`}
        >
          Book
        </Link>
      </div>
    </li>
  );
}
