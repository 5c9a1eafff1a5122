// Server side of the rich-text policy (rich-text-policy.ts) with sanitize-html: page loaders and
// the chrome's CMS and corporate HTML, rendered with dangerouslySetInnerHTML.
import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROP_WITH_CONTENT,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
} from './rich-text-policy.ts';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
  allowProtocolRelative: false,
  nonTextTags: [...RICH_TEXT_DROP_WITH_CONTENT],
  // Links that open a new tab must not hand the opener to the target.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** The server's cleaner as a loader asks for it (LoaderArgs.sanitizer): already loaded. */
export const richTextSanitizer = async (): Promise<(html: string) => string> => sanitizeRichText;
