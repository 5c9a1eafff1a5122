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

/**
 * Cleaned texts by their source. The same few texts come with page after page (the health
 * notice with every page, a corporate banner, a content page), and cleaning one parses it:
 * about 1.4 % of the site's CPU under load went to cleaning the health notice again. Bounded,
 * the oldest forgotten first; a long text is cleaned each time rather than kept.
 */
const cleaned = new Map<string, string>();
const CLEANED_MAX_TEXTS = 100;
const CLEANED_MAX_LENGTH = 64 * 1024;

export function sanitizeRichText(html: string): string {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, options);
  if (html.length > CLEANED_MAX_LENGTH) return clean;
  if (cleaned.size >= CLEANED_MAX_TEXTS) cleaned.delete(cleaned.keys().next().value!);
  cleaned.set(html, clean);
  return clean;
}

/** The server's cleaner as a loader asks for it (LoaderArgs.sanitizer): already loaded. */
export const richTextSanitizer = async (): Promise<(html: string) => string> => sanitizeRichText;
