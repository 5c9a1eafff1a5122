import { describe, expect, it } from 'vitest';
import { readContentPage, readModule } from './content-page.ts';

const mark = (html: string) => `<!--clean-->${html}`;

describe('CMS modules by markup type', () => {
  it('reads every module type of the seed, sanitising each HTML string', () => {
    const page = readContentPage(
      {
        title: 'Contact Us',
        seo: { seoTitle: 'T', robotsDirectives: 'noindex', isTrainingProperty: false },
        modules: [
          { markupType: 'rich-text', html: '<h1 class="x">Hi &amp; <em>you</em></h1><p>Body</p>' },
          { markupType: 'image', uri: 'content/a.svg', altText: 'A' },
          {
            markupType: 'faq',
            title: 'FAQ',
            items: [{ question: 'Q?', answerHtml: '<p>A</p>' }],
          },
          { markupType: 'amenity-strip', amenityCodes: ['FREE_WIFI', 7] },
          { markupType: 'award-badge', award: { key: 'jdpower', name: '#1', description: 'd' } },
          {
            markupType: 'offers',
            offers: [{ offerId: 'o', title: 'Offer', cta: { text: 'Go', url: '/' } }],
          },
          { markupType: 'contact-form' },
          { markupType: 'major-accounts-form' },
        ],
      },
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
      { markupType: 'faq', title: 'FAQ', items: [{ question: 'Q?', answerHtml: '<!--clean--><p>A</p>' }] },
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
            subheading: null,
            description: null,
            image: null,
            cta: { text: 'Go', url: '/' },
            terms: null,
          },
        ],
      },
      { markupType: 'contact-form' },
      { markupType: 'major-accounts-form' },
    ]);
  });

  it('drops unknown types and modules missing what they need, instead of breaking the page', () => {
    for (const raw of [
      null,
      'text',
      { markupType: 'video', src: 'x' },
      { markupType: 'rich-text' },
      { markupType: 'image', altText: 'no uri' },
      { markupType: 'faq', items: [{ question: 'no answer' }] },
      { markupType: 'amenity-strip', amenityCodes: 'FREE_WIFI' },
      { markupType: 'award-badge', award: { name: 'no key' } },
      { markupType: 'offers', offers: [{ description: 'no title' }] },
    ])
      expect(readModule(raw, mark), JSON.stringify(raw)).toBeNull();
    expect(readContentPage({ modules: 'nope' }, 'k', mark).modules).toEqual([]);
  });
});
