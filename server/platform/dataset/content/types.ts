// The shape of the brand's CMS documents (served by GET /site/rest/documents/web-page/{key}).
// A page is a list of typed modules, rendered by markup type on the site.
export interface Seo {
  seoTitle: string;
  description: string;
  image: string;
  keywords: string;
  robotsDirectives: string;
  /** Site-relative; the site prefixes its own origin (the query string is stripped). */
  canonicalUrl: string;
  isTrainingProperty: boolean;
}

export interface Offer {
  offerId: string;
  title: string;
  subheading: string;
  description: string;
  image: { uri: string; altText: string };
  cta: { text: string; url: string };
  terms: string;
}

export interface Award {
  key: string;
  name: string;
  description: string;
  /** Media-host uri of the badge image. */
  imageUri: string;
}

export type Module =
  | { markupType: 'rich-text'; html: string }
  | { markupType: 'image'; uri: string; altText: string }
  | { markupType: 'faq'; title?: string; items: Array<{ question: string; answerHtml: string }> }
  | { markupType: 'amenity-strip'; amenityCodes: string[] }
  | { markupType: 'award-badge'; award: Award }
  | { markupType: 'offers'; offers: Offer[] }
  | { markupType: 'contact-form' }
  | { markupType: 'major-accounts-form' };

export interface WebPage {
  key: string;
  uri: string;
  title: string;
  seo: Seo;
  modules: Module[];
}

export interface TemplateDocument {
  key: string;
  uri: string;
  title: string;
  choiceAccountId: string;
}

export interface FooterData {
  linkColumns: Array<{
    title: { text: string; url: string };
    links: Array<{ text: string; url: string }>;
  }>;
  destinations: {
    title: { text: string };
    destinationInfo: Array<{ subdivisionCode: string; placeName: string }>;
  };
  offers: {
    title: { text: string };
    links: Array<{ text: string; url: string; subheading: string }>;
  };
}

export interface CorporateAccount {
  corporateId: string;
  choiceAccountId: string;
  companyName: string;
  title: string;
  ratePlans: Array<{ code: string; name: string; discountBp: number }>;
  detailsHtml: string | null;
  logo: { uri: string; altText: string } | null;
  /** Which upstream knows the account (corporate rate 404 fallback). */
  source: 'site' | 'api-v2' | 'both';
}
