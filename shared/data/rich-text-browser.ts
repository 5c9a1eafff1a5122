// Browser side of the rich-text policy (rich-text-policy.ts): the corporate banner resolved after
// hydration (an id from session storage is only known in the browser). Pages loaded by client
// navigation have their rich text cleaned on the site, whose loaders run for them. It parses with the browser's own HTML parser (DOMParser, which never runs
// scripts or loads resources) and keeps only the allowed elements, attributes and URL schemes,
// so sanitize-html (~260 kB with postcss) stays out of the browser bundle.
import {
  isAllowedUrl,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROP_WITH_CONTENT,
  RICH_TEXT_TAGS,
} from './rich-text-policy.ts';

const allowed = new Set<string>(RICH_TEXT_TAGS);
const dropped = new Set<string>(RICH_TEXT_DROP_WITH_CONTENT);
const URL_ATTRIBUTES = new Set(['href', 'src']);

function clean(node: Node, into: Node, document: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.localName;
    if (dropped.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    if (!allowed.has(tag)) {
      // Unknown wrappers are unwrapped: their text stays, the element goes.
      clean(element, into, document);
      continue;
    }
    const copy = document.createElement(tag);
    for (const name of RICH_TEXT_ATTRIBUTES[tag] ?? []) {
      const value = element.getAttribute(name);
      if (value === null || (URL_ATTRIBUTES.has(name) && !isAllowedUrl(value))) continue;
      copy.setAttribute(name, value);
    }
    if (tag === 'a' && copy.getAttribute('target') === '_blank')
      copy.setAttribute('rel', 'noopener noreferrer');
    clean(element, copy, document);
    into.appendChild(copy);
  }
}

export function sanitizeRichTextInBrowser(html: string): string {
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const output = parsed.createElement('div');
  clean(parsed.body, output, parsed);
  return output.innerHTML;
}
