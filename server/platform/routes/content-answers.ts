// The JSON of the content routes' answers (services/content-documents.ts, routes in content.ts),
// for the OpenAPI document and so the site's generated types: the CMS pages, the footer, the
// notices and the corporate landing documents. The shapes are the brand's documents'
// (dataset/content/types.ts); a page's modules are told apart by their markup type.
import type { JsonSchema } from '../http/route.ts';
import { arrayOf, boolean, nullable, object, oneOf, text } from '../http/answer-schemas.ts';

const seo = object({
  seoTitle: text,
  description: text,
  image: text,
  keywords: text,
  robotsDirectives: text,
  canonicalUrl: text,
  isTrainingProperty: boolean,
});

const module = (
  markupType: string,
  fields: Record<string, JsonSchema> = {},
  optional: string[] = [],
) => object({ markupType: oneOf(markupType), ...fields }, optional);

const link = object({ text, url: text });

const cmsModule: JsonSchema = {
  anyOf: [
    module('rich-text', { html: text }),
    module('image', { uri: text, altText: text }),
    module('faq', { title: text, items: arrayOf(object({ question: text, answerHtml: text })) }, [
      'title',
    ]),
    module('amenity-strip', { amenityCodes: arrayOf(text) }),
    module('award-badge', {
      award: object({ key: text, name: text, description: text, imageUri: text }),
    }),
    module('offers', {
      offers: arrayOf(
        object({
          offerId: text,
          title: text,
          subheading: text,
          description: text,
          image: object({ uri: text, altText: text }),
          cta: link,
          terms: text,
        }),
      ),
    }),
    module('contact-form'),
    module('major-accounts-form'),
  ],
};

/** A CMS web page: its head properties and its modules, in order (findWebPage). */
export const webPage = object({
  key: text,
  uri: nullable(text),
  title: text,
  seo,
  modules: arrayOf(cmsModule),
  updatedAt: text,
});

/** The footer's link columns, destinations and offers (the footer page module). */
const footer = object({
  linkColumns: arrayOf(object({ title: link, links: arrayOf(link) })),
  destinations: object({
    title: object({ text }),
    destinationInfo: arrayOf(object({ subdivisionCode: text, placeName: text })),
  }),
  offers: object({
    title: object({ text }),
    links: arrayOf(object({ text, url: text, subheading: text })),
  }),
});

/** A page module: the footer, or a notice's HTML (welcome-message, corona-virus). */
export const pageModule: JsonSchema = { anyOf: [footer, object({ html: text })] };

/** The document at a uri: a corporate landing template names its account (findDocumentByUri). */
export const documentAtUri = object({
  document: object({
    key: text,
    uri: nullable(text),
    title: text,
    type: text,
    choiceAccountId: nullable(text),
  }),
});
