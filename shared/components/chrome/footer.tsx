// Newsletter signup, link columns, destination links, offers, the "Do Not Sell
// My Personal Information" control and a copyright line with the current year. The CMS parts
// are optional: without them the footer still renders the rest.
import { Link } from '../../ui/link.tsx';
import { pushAnalyticsEvent } from '../../analytics.ts';
import { clearSearchPlace } from '../../storage/current-search.ts';
import { destinationUrl } from '../../search/destination-url.ts';
import { StayLink } from '../search/stay-link.tsx';
import type { FooterData, FooterLink } from '../../data/footer-data.ts';
import { NewsletterSignup } from './newsletter-signup.tsx';
import { PrivacyPreferences } from './privacy-preferences.tsx';
import './footer.css';

function FooterAnchor({ link, className }: { link: FooterLink; className?: string }) {
  const track = () =>
    pushAnalyticsEvent({ event: 'navigation', category: 'Footer', label: link.text });
  return link.url.startsWith('/') ? (
    <Link to={link.url} className={className} onClick={track}>
      {link.text}
    </Link>
  ) : (
    <a href={link.url} className={className} onClick={track}>
      {link.text}
    </a>
  );
}

export function Footer({ data }: { data: FooterData | null }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container">
        <NewsletterSignup />
        {data ? (
          <div className="site-footer__columns">
            {data.linkColumns.map((column) => (
              <nav
                key={column.title.text}
                className="site-footer__column"
                aria-label={column.title.text}
              >
                <h2 className="site-footer__heading">
                  {column.title.url ? <FooterAnchor link={column.title} /> : column.title.text}
                </h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={`${link.text}-${link.url}`}>
                      <FooterAnchor link={link} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
            {data.destinations ? (
              <nav
                className="site-footer__column site-footer__destinations"
                aria-label={data.destinations.title}
              >
                <h2 className="site-footer__heading">{data.destinations.title}</h2>
                <ul>
                  {data.destinations.places.map((place) => {
                    const url = destinationUrl(place.subdivisionCode, place.placeName);
                    if (!url) return null;
                    const label = `${place.placeName}, ${place.subdivisionCode}`;
                    return (
                      <li key={url}>
                        <StayLink
                          to={url}
                          onClick={() => {
                            clearSearchPlace();
                            pushAnalyticsEvent({ event: 'navigation', category: 'Footer', label });
                          }}
                        >
                          {label}
                        </StayLink>
                      </li>
                    );
                  })}
                </ul>
              </nav>
            ) : null}
            {data.offers ? (
              <nav
                className="site-footer__column site-footer__offers"
                aria-label={data.offers.title}
              >
                <h2 className="site-footer__heading">{data.offers.title}</h2>
                <ul>
                  {data.offers.links.map((offer) => (
                    <li key={`${offer.text}-${offer.url}`}>
                      <FooterAnchor link={offer} className="site-footer__offer" />
                      {offer.subheading ? (
                        <span className="site-footer__subheading">{offer.subheading}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        ) : null}
        <div className="site-footer__legal">
          <p className="site-footer__copyright">© {year} Longstay Hotels. All rights reserved.</p>
          <ul className="site-footer__legal-links">
            <li>
              <Link to="/terms-of-use">Terms of Use</Link>
            </li>
            <li>
              <Link to="/company/contact">Contact Us</Link>
            </li>
            <li>
              <PrivacyPreferences />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
