// CMS and corporate HTML is rendered with dangerouslySetInnerHTML, so it is sanitised first with
// sanitize-html under the project's rich-text policy (shared/data/rich-text-policy.ts, the same
// rules the page loaders apply).
import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROP_WITH_CONTENT,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
} from '../../data/rich-text-policy.ts';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
  allowProtocolRelative: false,
  nonTextTags: [...RICH_TEXT_DROP_WITH_CONTENT],
  // target=_blank links must not hand the opener to the other site.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, options);
}
