// The brand's web pages, one per content route. Keys are the route path without the
// leading slash ('company/contact'); the home page is 'home' (uri '/').
import type { WebPage } from './types.ts';
import { GUEST_SATISFACTION_AWARD, SIGNATURE_AMENITIES, seo } from './shared-copy.ts';
import { dealsOffers } from './offers.ts';
import { contactFaq, generalFaq } from './faq.ts';
import { termsOfUseHtml } from './terms.ts';

export const webPages: WebPage[] = [
  {
    key: 'home',
    uri: '/',
    title: 'Extended Stay Hotels Built for Weeks, Not Nights',
    seo: seo(
      '/',
      'Longstay | Extended Stay Hotels with Full Kitchens & Weekly Rates',
      'Book an extended stay hotel with a full kitchen, free Wi-Fi and guest laundry. Longstay has weekly and monthly rates in hundreds of U.S. cities.',
      'extended stay hotels, weekly hotel rates, monthly hotel rates, hotels with kitchens, long term hotel',
      'content/home-hero.jpg',
    ),
    modules: [
      {
        markupType: 'rich-text',
        html: '<h1>Stay a week. Stay a season. Feel at home the whole time.</h1><p>Every Longstay suite has a full kitchen, a real work desk and free Wi-Fi, and every hotel has guest laundry on site. The longer you stay, the less you pay per night: rates drop at 7 nights and again at 30.</p>',
      },
      { markupType: 'award-badge', award: GUEST_SATISFACTION_AWARD },
      { markupType: 'amenity-strip', amenityCodes: SIGNATURE_AMENITIES },
      {
        markupType: 'rich-text',
        html: '<h2>Why guests stay longer with Longstay</h2><ul><li><strong>A kitchen in every suite.</strong> Full-size refrigerator, stovetop, microwave and the cookware to use them.</li><li><strong>Rates that reward longer stays.</strong> Weekly pricing from night 7 and monthly pricing from night 30, applied automatically.</li><li><strong>Room to work.</strong> A desk with an ergonomic chair, fast Wi-Fi and plenty of outlets.</li><li><strong>Pets welcome.</strong> Most hotels welcome a dog or cat for a flat fee per stay.</li></ul>',
      },
      { markupType: 'offers', offers: dealsOffers.slice(0, 3) },
    ],
  },
  {
    key: 'who-we-are',
    uri: '/who-we-are',
    title: 'Who We Are',
    seo: seo(
      '/who-we-are',
      'Who We Are | Longstay Extended Stay Hotels',
      'Longstay is an extended-stay hotel brand for travelers who need more than a night: suites with kitchens, weekly rates and people who know your name.',
      'about Longstay, extended stay hotel brand, long term stay',
      'content/who-we-are-hero.jpg',
    ),
    modules: [
      {
        markupType: 'rich-text',
        html: "<h1>Who We Are</h1><p>Longstay began with a simple observation: people on a long job, a family move or a hospital stay near home don't need a lobby bar. They need a kitchen, a quiet room, a washer down the hall and a fair price for the fourth week.</p><p>Today Longstay hotels welcome travel nurses, project crews, relocating families, interns, insurance adjusters and anyone who needs a home base for a while. Our front-desk teams get to know guests by name, because many of them are with us for months.</p>",
      },
      {
        markupType: 'image',
        uri: 'content/who-we-are-team.jpg',
        altText: 'The Longstay front desk, with armchairs by the lobby windows',
      },
      {
        markupType: 'rich-text',
        html: '<h2>What we promise</h2><ul><li>Clean, comfortable suites with a full kitchen in every room.</li><li>Honest prices: the rate you see includes the length-of-stay discount, and taxes are shown before you book.</li><li>Free Wi-Fi, free parking at most hotels and on-site guest laundry.</li><li>A team that answers the phone and fixes what needs fixing.</li></ul>',
      },
      { markupType: 'award-badge', award: GUEST_SATISFACTION_AWARD },
      {
        markupType: 'rich-text',
        html: '<h2>Recognized by our guests</h2><p>In 2025 Longstay ranked #1 in guest satisfaction among economy extended-stay hotel brands. We are proud of it, and prouder still of the teams at each hotel who earned it one stay at a time.</p>',
      },
    ],
  },
  {
    key: 'offers',
    uri: '/offers',
    title: 'Deals',
    seo: seo(
      '/offers',
      'Hotel Deals & Extended Stay Discounts | Longstay',
      'Save on extended stays: weekly and monthly rates, early-booking savings, AAA and senior discounts, and corporate rates for teams.',
      'hotel deals, extended stay discounts, weekly hotel deals, monthly hotel rates',
      'content/offers-hero.jpg',
    ),
    modules: [
      {
        markupType: 'rich-text',
        html: '<h1>Deals</h1><p>The longer you stay, the more you save. Every offer below is applied when you search with your dates; member and corporate rates appear once you sign in or enter your corporate rate ID.</p>',
      },
      { markupType: 'offers', offers: dealsOffers },
    ],
  },
  {
    key: 'company/contact',
    uri: '/company/contact',
    title: 'Contact Us',
    seo: seo(
      '/company/contact',
      'Contact Longstay | Guest Feedback & Group Stays',
      'Questions about a stay, feedback for a hotel or a room block for a group of 5 or more? Send us a note and the right team will reply.',
      'contact Longstay, hotel customer service, group hotel booking',
      'content/contact-hero.jpg',
    ),
    modules: [
      {
        markupType: 'rich-text',
        html: '<h1>How Can We Help You?</h1><p>Tell us about a recent stay or ask for a group quote. To extend, shorten or move a stay, or choose another room, open it with <a href="/find-reservation">Find Your Reservation</a> and change it online. For anything else about an existing reservation, call the hotel directly: the number is on your confirmation e-mail.</p><p>Guest Services is available Monday to Friday, 8 AM to 8 PM Central Time, at <a href="tel:+18005550199">1-800-555-0199</a>.</p>',
      },
      { markupType: 'contact-form' },
      { markupType: 'faq', title: 'Frequently Asked Questions', items: contactFaq },
    ],
  },
  {
    key: 'majoraccounts',
    uri: '/majoraccounts',
    title: 'Major Accounts',
    seo: seo(
      '/majoraccounts',
      'Corporate Housing & Crew Lodging | Longstay Major Accounts',
      'Lodging for crews, project teams and relocating employees. Longstay Major Accounts offers negotiated rates, one point of contact and consolidated billing.',
      'corporate lodging, crew housing, extended stay corporate rates, project housing',
      'content/major-accounts.jpg',
    ),
    modules: [
      {
        markupType: 'rich-text',
        html: '<h1>Major Accounts</h1><p>When your people need a place to stay for weeks or months, Longstay Major Accounts makes it simple: negotiated rates at every Longstay hotel, a dedicated account manager, direct billing and monthly reporting.</p><h2>Who we work with</h2><ul><li>Construction, energy and utility crews</li><li>Travel nurses and medical staffing agencies</li><li>Government and military travelers</li><li>Insurance catastrophe teams</li><li>Trainees, interns and relocating employees</li></ul><p>Fill in the inquiry sheet below and an account manager will contact you within one business day.</p>',
      },
      { markupType: 'major-accounts-form' },
    ],
  },
  {
    key: 'terms-of-use',
    uri: '/terms-of-use',
    title: 'Terms of Use',
    seo: seo(
      '/terms-of-use',
      'Terms of Use | Longstay',
      'The terms that apply when you use the Longstay website and book a stay.',
      'Longstay terms of use',
      'content/terms-hero.jpg',
    ),
    modules: [{ markupType: 'rich-text', html: termsOfUseHtml }],
  },
  {
    key: 'extended-stay-hotels',
    uri: '/extended-stay-hotels',
    title: 'Extended Stay Hotels',
    seo: seo(
      '/extended-stay-hotels',
      'Extended Stay Hotels Across the U.S. | Longstay',
      'Find a Longstay extended stay hotel in hundreds of U.S. cities. Suites with kitchens, weekly rates and free Wi-Fi.',
      'extended stay hotels near me, extended stay hotels by state, weekly hotels',
      'content/locations-hero.jpg',
    ),
    modules: [
      {
        markupType: 'rich-text',
        html: '<h1>Extended Stay Hotels</h1><p>Longstay hotels sit near the places people go for more than a night: hospitals, universities, business parks, military bases and airports. Pick a state to see every hotel, or search for a city, address or attraction.</p>',
      },
      { markupType: 'amenity-strip', amenityCodes: SIGNATURE_AMENITIES },
      { markupType: 'faq', title: 'Extended stays, explained', items: generalFaq },
    ],
  },
  {
    key: 'travel-planning/corporate-travel-locations',
    uri: '/travel-planning/corporate-travel-locations',
    title: 'Corporate Travel Locations',
    seo: seo(
      '/travel-planning/corporate-travel-locations',
      'Corporate Travel Locations | Longstay',
      'Longstay hotels near business parks, plants and project sites, with corporate rates for extended assignments.',
      'corporate travel hotels, business extended stay, corporate rates',
      'content/corporate-hero.jpg',
    ),
    modules: [
      {
        markupType: 'rich-text',
        html: '<h1>Corporate Travel Locations</h1><p>Sending a team on assignment? These Longstay hotels are close to major business districts, industrial parks and project sites. If your company has a Longstay corporate rate ID, enter it when you search to see your negotiated rate.</p><p>No corporate rate yet? <a href="/majoraccounts">Ask about Major Accounts</a>.</p>',
      },
    ],
  },
  {
    key: 'locations',
    uri: '/locations',
    title: 'Locations',
    seo: seo(
      '/locations',
      'Hotel Locations by State | Longstay',
      'Browse Longstay extended stay hotels by state and city.',
      'Longstay locations, hotels by state, extended stay hotel directory',
    ),
    modules: [
      {
        markupType: 'rich-text',
        html: '<h1>Locations</h1><p>Longstay welcomes guests in more than 40 states and Washington, D.C. Choose a state to see its cities and hotels.</p>',
      },
    ],
  },
  {
    key: 'find-reservation',
    uri: '/find-reservation',
    title: 'Find Your Reservation',
    seo: seo(
      '/find-reservation',
      'Find Your Reservation | Longstay',
      'Look up a Longstay reservation with your last name and confirmation number.',
      'find hotel reservation, Longstay confirmation number',
    ),
    modules: [
      {
        markupType: 'rich-text',
        html: '<h1>Find Your Reservation</h1><p>Enter the last name on the reservation and the confirmation number from your confirmation e-mail. You can view the details of your stay and cancel it if your plans change.</p>',
      },
    ],
  },
  // A page no route of the table names: the site serves it because its document declares it.
  {
    key: 'travel-planning/relocation-guide',
    uri: '/travel-planning/relocation-guide',
    title: 'Relocating for Work: An Extended Stay Guide',
    seo: seo(
      '/travel-planning/relocation-guide',
      'Relocating for Work | Extended Stay Guide | Longstay',
      'Moving to a new city for work? How an extended stay hotel bridges the weeks between the offer letter and the new lease.',
      'corporate relocation housing, temporary housing, extended stay relocation',
    ),
    modules: [
      {
        markupType: 'rich-text',
        html: '<h1>Relocating for Work: An Extended Stay Guide</h1><p>Between an accepted offer and the keys to a new home there are often four to twelve weeks. An extended stay suite covers that gap with a full kitchen, a work desk and laundry on site, at a monthly rate that falls well below a nightly hotel bill.</p><h2>Before you arrive</h2><ul><li>Book 30 nights or more to get monthly pricing from the first night.</li><li>Ask your employer for its corporate rate ID; enter it in the search to see your negotiated rate.</li><li>Pick a hotel near the office for the first weeks, then explore neighborhoods on weekends.</li></ul><h2>While you stay</h2><p>Have packages and mail held at the front desk, stock the kitchen on your first evening and keep a routine: the guests who settle in fastest treat the suite as home from day one.</p>',
      },
      { markupType: 'faq', items: generalFaq.slice(0, 3) },
    ],
  },
];
