// The stay at a glance, shared by /guest-data, /confirmation and /reservation/: hotel (with its
// photo on guest data), room, rate, dates (MM/dd/yyyy), times
// (12-hour), guests, and the price with the all-in total most prominent (FTC rule on fees: the
// total a guest pays is the headline number).
import { formatTime12, formatUsDate } from '../../format/booking-format.ts';
import type { HotelImage } from '../../data/hotel-details.ts';
import { tierLabel } from '../../data/hotel-rooms.ts';
import { MediaImage } from '../../ui/media-image.tsx';
import { Price } from '../price/price.tsx';
import './stay-summary.css';

export interface StaySummaryProps {
  hotelName: string;
  /** The hotel's photo, at the top of the card. */
  image?: Pick<HotelImage, 'uri' | 'altText'> | null;
  hotelUri?: string | null;
  address?: string | null;
  phone?: string | null;
  roomName: string;
  accessibleFeatures?: string | null;
  ratePlanName: string;
  losTier: string | null;
  checkIn: string;
  checkOut: string;
  checkInTime?: string | null;
  checkOutTime?: string | null;
  nights: number;
  adults: number;
  children: number;
  /** Rooms of the type in this one reservation; the prices are for all of them. */
  rooms?: number;
  /** One room's all-in total, the platform's figure, shown when there are several rooms. */
  roomTotal?: number | null;
  /** Average per night before taxes, the platform's figure (never recomputed here). */
  averageNightly?: number | null;
  subtotal: number;
  taxes: number;
  /** Long-stay exemptions applied, in words, shown with the taxes. */
  taxNotes?: readonly string[];
  total: number;
  headingLevel?: 2 | 3;
  /** A cancelled reservation: the prices are struck through and nothing is due. */
  cancelled?: boolean;
}

export function StaySummary(props: StaySummaryProps) {
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  const tier = tierLabel(props.losTier);
  const rooms = props.rooms ?? 1;
  const several = rooms > 1;
  return (
    <section
      className={props.cancelled ? 'stay-summary stay-summary--cancelled' : 'stay-summary'}
      aria-labelledby="stay-summary-heading"
    >
      {props.image ? (
        <MediaImage
          className="media-image--contents stay-summary__image"
          uri={props.image.uri}
          alt={props.image.altText}
          width={800}
          height={533}
          // The booking pages' side column from 1024 px, the page's width below.
          sizes="(min-width: 1024px) 420px, 100vw"
          maxWidth={960}
        />
      ) : null}
      <Heading id="stay-summary-heading" className="stay-summary__heading">
        Your Stay
      </Heading>
      <p className="stay-summary__hotel">
        {props.hotelUri ? <a href={props.hotelUri}>{props.hotelName}</a> : props.hotelName}
      </p>
      {props.address ? <p className="stay-summary__muted">{props.address}</p> : null}
      {props.phone ? <p className="stay-summary__muted phone-number">{props.phone}</p> : null}
      <dl className="stay-summary__facts">
        <div>
          <dt>Check-in</dt>
          <dd>
            {formatUsDate(props.checkIn)}
            {props.checkInTime ? `, from ${formatTime12(props.checkInTime)}` : ''}
          </dd>
        </div>
        <div>
          <dt>Check-out</dt>
          <dd>
            {formatUsDate(props.checkOut)}
            {props.checkOutTime ? `, by ${formatTime12(props.checkOutTime)}` : ''}
          </dd>
        </div>
        <div>
          <dt>Nights</dt>
          <dd>{props.nights}</dd>
        </div>
        <div>
          <dt>Guests</dt>
          <dd>
            {props.adults} {props.adults === 1 ? 'adult' : 'adults'}
            {props.children
              ? `, ${props.children} ${props.children === 1 ? 'child' : 'children'}`
              : ''}
          </dd>
        </div>
        <div>
          <dt>{several ? 'Rooms' : 'Room'}</dt>
          <dd>{several ? `${rooms} × ${props.roomName}` : props.roomName}</dd>
        </div>
        <div>
          <dt>Rate</dt>
          <dd>
            {props.ratePlanName}
            {tier ? ` (${tier})` : ''}
          </dd>
        </div>
      </dl>
      {props.accessibleFeatures ? (
        <p className="stay-summary__accessible">
          <strong>Accessible room:</strong> {props.accessibleFeatures}
        </p>
      ) : null}
      <div className="stay-summary__total">
        <span>Total, taxes included</span>
        {props.cancelled ? (
          <del>
            <Price amount={props.total} className="price--total" />
          </del>
        ) : (
          <Price amount={props.total} className="price--total" />
        )}
      </div>
      {props.cancelled ? (
        <p className="stay-summary__cancelled">Cancelled: nothing is due for this stay.</p>
      ) : null}
      <dl className="stay-summary__prices">
        {several && props.roomTotal !== null && props.roomTotal !== undefined ? (
          <div>
            <dt>Each room, taxes included</dt>
            <dd>
              <Price amount={props.roomTotal} />
            </dd>
          </div>
        ) : null}
        {props.averageNightly !== null && props.averageNightly !== undefined ? (
          <div>
            <dt>{several ? 'Avg. per room and night' : 'Avg. per night'}, before taxes</dt>
            <dd>
              <Price amount={props.averageNightly} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{several ? 'Rooms subtotal' : 'Room subtotal'}</dt>
          <dd>
            <Price amount={props.subtotal} />
          </dd>
        </div>
        <div>
          <dt>Taxes</dt>
          <dd>
            <Price amount={props.taxes} />
          </dd>
          {props.taxNotes?.map((note) => (
            <dd key={note} className="stay-summary__tax-note">
              {note}
            </dd>
          ))}
        </div>
      </dl>
    </section>
  );
}
