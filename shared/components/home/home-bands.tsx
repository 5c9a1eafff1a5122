// The bands of the home page under the hero (after the big hotel sites):
// the trust band with the award and what guests can count on, destinations with imagery, the
// brand's promises and the offers.
import { Link } from '../../ui/link.tsx';
import { destinationUrl } from '../../search/destination-url.ts';
import { MediaImage } from '../../ui/media-image.tsx';
import { AwardBadge } from '../hotel/award-badge.tsx';
import { StayLink } from '../search/stay-link.tsx';
import './home-bands.css';

const destinations: Array<{ city: string; state: string; stateName: string }> = [
  { city: 'Dallas', state: 'TX', stateName: 'Texas' },
  { city: 'Houston', state: 'TX', stateName: 'Texas' },
  { city: 'Atlanta', state: 'GA', stateName: 'Georgia' },
  { city: 'Phoenix', state: 'AZ', stateName: 'Arizona' },
  { city: 'Denver', state: 'CO', stateName: 'Colorado' },
  { city: 'Jacksonville', state: 'FL', stateName: 'Florida' },
  { city: 'Los Angeles', state: 'CA', stateName: 'California' },
  { city: 'Charlotte', state: 'NC', stateName: 'North Carolina' },
];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function TrustBand() {
  return (
    <section className="home-trust" aria-labelledby="home-trust-title">
      <h2 id="home-trust-title" className="visually-hidden">
        Why guests trust Longstay
      </h2>
      <div className="home-trust__inner">
        <AwardBadge choiceAward="jdpower" className="home-trust__award" />
        <ul className="home-trust__facts">
          <li>
            <strong>300+ hotels</strong> in all 50 states and DC
          </li>
          <li>
            <strong>Traveler ratings</strong> and reviews on our hotel pages
          </li>
          <li>
            <strong>All-in prices</strong>, taxes shown before you book
          </li>
        </ul>
      </div>
    </section>
  );
}

export function Destinations() {
  return (
    <section className="home-band home-destinations" aria-labelledby="popular-destinations">
      <div className="home-band__head">
        <h2 id="popular-destinations">Popular destinations</h2>
        <Link to="/locations" className="home-band__more">
          See all locations
        </Link>
      </div>
      <ul className="home-destinations__list">
        {destinations.map(({ city, state, stateName }) => {
          const to = destinationUrl(state, city);
          return to ? (
            <li key={to} className="home-destination">
              <StayLink to={to} className="home-destination__link">
                <MediaImage
                  uri={`content/destination-${slug(city)}-${state.toLowerCase()}.jpg`}
                  alt=""
                  width={800}
                  height={533}
                  sizes="(min-width: 1024px) 290px, (min-width: 768px) 25vw, 50vw"
                  maxWidth={640}
                  className="home-destination__image"
                />
                <span className="home-destination__name">
                  {city}
                  <span className="home-destination__state">{stateName}</span>
                </span>
              </StayLink>
            </li>
          ) : null;
        })}
      </ul>
    </section>
  );
}

const promises = [
  {
    image: 'content/promise-kitchen.jpg',
    title: 'A kitchen in every suite',
    text: 'Full-size refrigerator, stovetop and microwave, so a long stay feels like home.',
  },
  {
    image: 'content/promise-rates.jpg',
    title: 'Weekly and monthly rates',
    text: 'The longer you stay, the less you pay per night, with every fee shown up front.',
  },
  {
    image: 'content/promise-laundry.jpg',
    title: 'Made for long stays',
    text: 'On-site laundry, free Wi-Fi and parking, and a front desk that knows your name.',
  },
];

export function Promises() {
  return (
    <section className="home-band home-promises" aria-labelledby="why-longstay">
      <div className="home-band__head">
        <h2 id="why-longstay">Why stay with Longstay</h2>
      </div>
      <ul className="home-promises__list">
        {promises.map((promise) => (
          <li key={promise.title} className="home-promise">
            <MediaImage
              uri={promise.image}
              alt=""
              width={800}
              height={533}
              sizes="(min-width: 768px) 380px, 100vw"
              maxWidth={960}
              className="home-promise__image"
            />
            <h3>{promise.title}</h3>
            <p>{promise.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const offers = [
  {
    image: 'content/offer-weekly.jpg',
    title: 'Stay 7 nights, save every night',
    text: 'Weekly rates, applied automatically.',
  },
  {
    image: 'content/offer-monthly.jpg',
    title: 'Stay 30 nights, pay our lowest rate',
    text: 'Monthly rates for long assignments.',
  },
  {
    image: 'content/offer-corporate.jpg',
    title: 'Corporate rates for teams',
    text: 'Negotiated rates and direct billing.',
  },
];

export function OffersBand() {
  return (
    <section className="home-band home-offers" aria-labelledby="home-offers-title">
      <div className="home-band__head">
        <h2 id="home-offers-title">Deals for longer stays</h2>
        <Link to="/offers" className="home-band__more">
          See all deals
        </Link>
      </div>
      <ul className="home-offers__list">
        {offers.map((offer) => (
          <li key={offer.title} className="home-offer">
            <MediaImage
              uri={offer.image}
              alt=""
              width={800}
              height={533}
              sizes="(min-width: 768px) 380px, 120px"
              maxWidth={480}
              className="home-offer__image"
            />
            <div>
              <h3>
                <Link to="/offers">{offer.title}</Link>
              </h3>
              <p>{offer.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
