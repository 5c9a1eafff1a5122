// spec §2: Home (/ and /home) with the search widget "Reserve a Room". The header's search bar
// stays hidden here until the page is scrolled (the header does that).
import './home.css';
import { Link } from 'react-router';
import { SearchForm } from '../components/search/search-form.tsx';
import { destinationUrl } from '../search/destination-url.ts';
import { StayLink } from '../components/search/stay-link.tsx';

const popular: Array<{ city: string; state: string }> = [
  { city: 'Dallas', state: 'TX' },
  { city: 'Houston', state: 'TX' },
  { city: 'Atlanta', state: 'GA' },
  { city: 'Phoenix', state: 'AZ' },
  { city: 'Denver', state: 'CO' },
  { city: 'Jacksonville', state: 'FL' },
  { city: 'Los Angeles', state: 'CA' },
  { city: 'Charlotte', state: 'NC' },
];

const reasons = [
  {
    title: 'A kitchen in every suite',
    text: 'Full-size refrigerator, stovetop and microwave, so a long stay feels like home.',
  },
  {
    title: 'Weekly and monthly rates',
    text: 'The longer you stay, the less you pay per night, with every fee shown up front.',
  },
  {
    title: 'Made for long stays',
    text: 'On-site laundry, free Wi-Fi and parking, and a front desk that knows your name.',
  },
];

export function Page() {
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__inner">
          <h1 id="home-title" className="home-hero__title">
            Extended Stay Hotels with Weekly Rates
          </h1>
          <p className="home-hero__lead">
            Suites with kitchens in more than 300 hotels across the United States.
          </p>
          <section className="reserve" aria-labelledby="reserve-a-room">
            <h2 id="reserve-a-room" className="reserve__title">
              Reserve a Room
            </h2>
            <SearchForm variant="home" inputId="place-input" />
          </section>
        </div>
      </section>
      <section className="home-reasons" aria-labelledby="why-longstay">
        <h2 id="why-longstay">Why stay with Longstay</h2>
        <ul className="home-reasons__list">
          {reasons.map((reason) => (
            <li key={reason.title} className="home-reasons__item">
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-popular" aria-labelledby="popular-destinations">
        <h2 id="popular-destinations">Popular destinations</h2>
        <ul className="home-popular__list">
          {popular.map(({ city, state }) => {
            const to = destinationUrl(state, city);
            return to ? (
              <li key={to}>
                <StayLink to={to} className="home-popular__link">
                  <span>{city}</span>
                  <span className="home-popular__state">{state}</span>
                </StayLink>
              </li>
            ) : null;
          })}
        </ul>
        <p>
          <Link to="/locations">See all locations</Link>
        </p>
      </section>
    </div>
  );
}
