// The "offers" module (the Deals page and the home page): one card per offer with its image,
// title, subheading, description, call to action and terms.
import type { OfferModuleItem } from '../../data/content-page.ts';
import { MediaImage } from '../../ui/media-image.tsx';
import './offers-list.css';

export function OffersList({ offers }: { offers: OfferModuleItem[] }) {
  return (
    <ul className="offers">
      {offers.map((offer) => (
        <li key={offer.offerId} className="offer">
          {offer.image ? (
            <MediaImage
              className="offer__image"
              uri={offer.image.uri}
              alt={offer.image.altText}
              width={800}
              height={533}
              sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
              maxWidth={960}
            />
          ) : null}
          <div className="offer__body">
            <h2 className="offer__title">{offer.title}</h2>
            {offer.subheading ? <p className="offer__subheading">{offer.subheading}</p> : null}
            {offer.description ? <p>{offer.description}</p> : null}
            {offer.cta ? (
              <a className="offer__cta" href={offer.cta.url}>
                {offer.cta.text}
                <span className="visually-hidden">: {offer.title}</span>
              </a>
            ) : null}
            {offer.terms ? <p className="offer__terms">{offer.terms}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
