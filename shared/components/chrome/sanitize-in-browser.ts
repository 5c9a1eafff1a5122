// Browser side of the rich-text policy for the corporate banner resolved after hydration (spec §4:
// an id from session storage is only known in the browser). It parses with DOMParser, which never
// runs scripts or loads resources, and keeps only the allowed elements, attributes and URL
// schemes, so sanitize-html (and postcss, which needs Node built-ins) stays out of the bundle.
import {
  isAllowedUrl,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROP_WITH_CONTENT,
  RICH_TEXT_TAGS,
} from '../../data/rich-text-policy.ts';

const allowed = new Set<string>(RICH_TEXT_TAGS);
const dropped = new Set<string>(RICH_TEXT_DROP_WITH_CONTENT);
const urlAttributes = new Set(['href', 'src']);

function copyAllowed(from: Node, into: Node, document: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.localName;
    if (dropped.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    if (!allowed.has(tag)) {
      copyAllowed(element, into, document); // unknown wrappers go, their text stays
      continue;
    }
    const copy = document.createElement(tag);
    for (const name of RICH_TEXT_ATTRIBUTES[tag] ?? []) {
      const value = element.getAttribute(name);
      if (value === null || (urlAttributes.has(name) && !isAllowedUrl(value))) continue;
      copy.setAttribute(name, value);
    }
    if (tag === 'a' && copy.getAttribute('target') === '_blank')
      copy.setAttribute('rel', 'noopener noreferrer');
    copyAllowed(element, copy, document);
    into.appendChild(copy);
  }
}

export function sanitizeInBrowser(html: string): string {
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const output = parsed.createElement('div');
  copyAllowed(parsed.body, output, parsed);
  return output.innerHTML;
}
