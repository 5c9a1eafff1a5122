// Page modules (GET /site-api/documents/page-module/{key}) and template documents
// (GET /site-api/documents?uri=): the footer, the corporate welcome message, the public-health
// notice, and a corporate landing template naming its account.
import type { FooterData, TemplateDocument } from './types.ts';
import { dealsOffers } from './offers.ts';

// "Footer data". Destinations are big cities that have Longstay hotels in the generated
// catalog; their links are /extended-stay-hotels/locations/{state}/{place}/hotels.
export const footer: FooterData = {
  linkColumns: [
    {
      title: { text: 'About Longstay', url: '/who-we-are' },
      links: [
        { text: 'Who We Are', url: '/who-we-are' },
        { text: 'Deals', url: '/offers' },
        { text: 'Major Accounts', url: '/majoraccounts' },
        { text: 'Corporate Travel Locations', url: '/travel-planning/corporate-travel-locations' },
      ],
    },
    {
      title: { text: 'Guest Services', url: '/company/contact' },
      links: [
        { text: 'Contact Us', url: '/company/contact' },
        { text: 'Find Your Reservation', url: '/find-reservation' },
        { text: 'My Account', url: '/my-account' },
        { text: 'Forgot Password', url: '/forgot-password' },
      ],
    },
    {
      title: { text: 'Hotels', url: '/extended-stay-hotels' },
      links: [
        { text: 'All Locations', url: '/locations' },
        { text: 'Extended Stay Hotels', url: '/extended-stay-hotels' },
        { text: 'Terms of Use', url: '/terms-of-use' },
      ],
    },
  ],
  destinations: {
    title: { text: 'Popular Destinations' },
    destinationInfo: [
      { subdivisionCode: 'TX', placeName: 'Dallas' },
      { subdivisionCode: 'TX', placeName: 'Houston' },
      { subdivisionCode: 'GA', placeName: 'Atlanta' },
      { subdivisionCode: 'AZ', placeName: 'Phoenix' },
      { subdivisionCode: 'IL', placeName: 'Chicago' },
      { subdivisionCode: 'CO', placeName: 'Denver' },
      { subdivisionCode: 'FL', placeName: 'Orlando' },
      { subdivisionCode: 'NC', placeName: 'Charlotte' },
      { subdivisionCode: 'CA', placeName: 'Los Angeles' },
      { subdivisionCode: 'WA', placeName: 'Seattle' },
    ],
  },
  offers: {
    title: { text: 'Deals' },
    links: dealsOffers
      .slice(0, 4)
      .map((offer) => ({ text: offer.title, url: '/offers', subheading: offer.subheading })),
  },
};

/** The corporate welcome (the 404 fallback shows it with the account info); [corpName] is replaced by the site. */
export const welcomeMessageHtml =
  '<p>Welcome, [corpName] travelers. Your negotiated Longstay rate is shown automatically when you search, at every Longstay hotel. Keep your corporate rate ID handy at check-in.</p>';

// The closable public-health notice, module "corona-virus".
export const healthNoticeHtml =
  '<p><strong>Your health and safety:</strong> Longstay hotels follow enhanced cleaning standards, with every suite sanitized between guests and contactless check-in on request. <a href="/company/contact">Questions? Contact us.</a></p>';

export const templates: TemplateDocument[] = [
  {
    key: 'templates/summit-field-services',
    uri: '/summit-field-services',
    title: 'Summit Field Services at Longstay',
    choiceAccountId: 'SUMMIT',
  },
  {
    key: 'templates/meridian-health',
    uri: '/meridian-health',
    title: 'Meridian Health Staffing at Longstay',
    choiceAccountId: 'MERIDIAN',
  },
];
