// Home (/ and /home) with the search widget "Reserve a Room" over the hero image, then
// the trust band, destinations, the brand's promises and the offers.
// The header's search bar stays hidden here until the page is scrolled (the header does that).
import './home.css';
import { SearchForm } from '../components/search/search-form.tsx';
import { Destinations, OffersBand, Promises, TrustBand } from '../components/home/home-bands.tsx';
import { MediaImage } from '../ui/media-image.tsx';

export function Page() {
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        {/* The page's largest paint: loaded first, at the width the screen needs. */}
        <MediaImage
          uri="content/home-hero.jpg"
          alt=""
          width={800}
          height={533}
          sizes="100vw"
          priority
          maxWidth={1600}
          className="home-hero__image"
        />
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
      <TrustBand />
      <Destinations />
      <Promises />
      <OffersBand />
    </div>
  );
}
