import { describe, expect, it } from 'vitest';
import { normalizeKey } from './content-documents.ts';
import { contentDocuments } from '../dataset/content.ts';

describe('CMS keys', () => {
  it('joins wildcard segments, drops empty ones and lower-cases', () => {
    expect(normalizeKey(['company', 'contact'])).toBe('company/contact');
    expect(normalizeKey(['Company', 'Contact', ''])).toBe('company/contact');
    expect(normalizeKey('who-we-are')).toBe('who-we-are');
  });

  it('refuses keys that are not plausible paths', () => {
    expect(normalizeKey(['..', 'etc'])).toBeUndefined();
    expect(normalizeKey(['a b'])).toBeUndefined();
    expect(normalizeKey([''])).toBeUndefined();
    expect(normalizeKey(['x'.repeat(201)])).toBeUndefined();
  });
});

describe('content documents', () => {
  it('are deterministic and have unique keys and uris', () => {
    expect(JSON.stringify(contentDocuments())).toBe(JSON.stringify(contentDocuments()));
    const docs = contentDocuments();
    expect(new Set(docs.map((d) => d.key)).size).toBe(docs.length);
    const uris = docs.map((d) => d.uri).filter(Boolean);
    expect(new Set(uris).size).toBe(uris.length);
  });

  it('keys each web page as its uri without the leading slash (home is /)', () => {
    for (const doc of contentDocuments().filter((d) => d.doc_type === 'web-page')) {
      expect(doc.uri).toBe(doc.key === 'home' ? '/' : `/${doc.key}`);
    }
  });
});
