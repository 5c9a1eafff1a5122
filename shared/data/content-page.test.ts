import { describe, expect, it } from 'vitest';
import { readContentPage, readModule } from './content-page.ts';

type Page = Parameters<typeof readContentPage>[0];
type Module = Page['modules'][number];

const seo = {
  seoTitle: 'T',
  description: '',
  image: '',
  keywords: '',
  robotsDirectives: 'noindex',
  canonicalUrl: '/company/contact',
  isTrainingProperty: false,
};
const pageOf = (modules: Module[]): Page => ({
  key: 'company/contact',
  uri: '/company/contact',
  title: 'Contact Us',
  seo,
  modules,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const offer = {
  offerId: 'o',
  title: 'Offer',
  subheading: 'Save',
  description: 'A deal',
  image: { uri: '', altText: '' },
  cta: { text: 'Go', url: '/' },
  terms: 'Terms apply',
};

const mark = (html: string) => `<!--clean-->${html}`;

describe('CMS modules by markup type', () => {
  it('reads every module type of the seed, sanitising each HTML string', () => {
    const page = readContentPage(
      pageOf([
        { markupType: 'rich-text', html: '<h1 class="x">Hi &amp; <em>you</em></h1><p>Body</p>' },
        { markupType: 'image', uri: 'content/a.svg', altText: 'A' },
        {
          markupType: 'faq',
          title: 'FAQ',
          items: [{ question: 'Q?', answerHtml: '<p>A</p>' }],
        },
        { markupType: 'amenity-strip', amenityCodes: ['FREE_WIFI'] },
        {
          markupType: 'award-badge',
          award: { key: 'jdpower', name: '#1', description: 'd', imageUri: '' },
        },
        { markupType: 'offers', offers: [offer] },
        { markupType: 'contact-form' },
        { markupType: 'major-accounts-form' },
      ]),
      'company/contact',
      mark,
    );
    expect(page.title).toBe('Contact Us');
    // The document's h1 becomes the page heading and leaves the rich text (the policy has no h1).
    expect(page.heading).toBe('Hi & you');
    expect(page.seo).toMatchObject({ seoTitle: 'T', robotsDirectives: 'noindex' });
    expect(page.modules).toEqual([
      { markupType: 'rich-text', html: '<!--clean--><p>Body</p>' },
      { markupType: 'image', uri: 'content/a.svg', altText: 'A' },
      {
        markupType: 'faq',
        title: 'FAQ',
        items: [{ question: 'Q?', answerHtml: '<!--clean--><p>A</p>' }],
      },
      { markupType: 'amenity-strip', amenityCodes: ['FREE_WIFI'] },
      {
        markupType: 'award-badge',
        award: { key: 'jdpower', name: '#1', description: 'd', imageUri: null },
      },
      {
        markupType: 'offers',
        offers: [
          {
            offerId: 'o',
            title: 'Offer',
            subheading: 'Save',
            description: 'A deal',
            image: null,
            cta: { text: 'Go', url: '/' },
            terms: 'Terms apply',
          },
        ],
      },
      { markupType: 'contact-form' },
      { markupType: 'major-accounts-form' },
    ]);
  });

  it('drops unknown types and modules left empty, instead of breaking the page', () => {
    const modules: Module[] = [
      // A markup type a newer CMS adds, outside the platform's schema.
      { markupType: 'video', src: 'x' } as unknown as Module,
      { markupType: 'rich-text', html: '' },
      { markupType: 'image', uri: '', altText: 'no uri' },
      { markupType: 'faq', items: [{ question: 'no answer', answerHtml: '' }] },
      { markupType: 'amenity-strip', amenityCodes: [] },
      {
        markupType: 'award-badge',
        award: { key: '', name: 'no key', description: '', imageUri: '' },
      },
      { markupType: 'offers', offers: [{ ...offer, title: '' }] },
    ];
    for (const module of modules)
      expect(readModule(module, mark), JSON.stringify(module)).toBeNull();
    expect(readContentPage(pageOf(modules), 'k', mark).modules).toEqual([]);
  });
});
