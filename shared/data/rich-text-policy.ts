// What CMS rich text may contain, the same on both sides (server: sanitize-html; browser: the
// browser's own HTML parser, shared/data/rich-text-browser.ts). Anything else is dropped.
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'a',
  'img',
  'span',
  'div',
  'section',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
  'figure',
  'figcaption',
  'address',
] as const;

/** Elements dropped with everything inside them (not just unwrapped). */
export const RICH_TEXT_DROP_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'select',
  'title',
] as const;

export const RICH_TEXT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** True for a relative URL or one with an allowed scheme (no javascript:, data: …). */
export function isAllowedUrl(value: string): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme: strip them first.
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  return scheme === undefined || (RICH_TEXT_URL_SCHEMES as readonly string[]).includes(scheme);
}
