// What a route's head builder returns and how
// it resolves into the tags of the document head.
export interface SeoInput {
  seoTitle?: string | null;
  description?: string | null;
  image?: string | null;
  keywords?: string | null;
  robotsDirectives?: string | null;
  canonicalUrl?: string | null;
  isTrainingProperty?: boolean | null;
}

export interface ResolvedHead {
  title: string;
  description: string;
  image: string | null;
  keywords: string;
  robots: string;
  canonical: string;
}

// "Default SEO title and description are the brand's hotel defaults (text not shown)".
export const DEFAULT_TITLE = 'Longstay Extended Stay Hotels | Weekly & Monthly Hotel Rooms';
export const DEFAULT_DESCRIPTION =
  'Longstay extended stay hotels offer spacious rooms with kitchens, free Wi-Fi and weekly rates across the United States. Book your extended stay today.';

const text = (value: string | null | undefined): string =>
  typeof value === 'string' ? value.trim() : '';

/**
 * Absolute canonical URL on the site's own origin (SITE_URL) and only the path of `pathOrUrl`,
 * never with a query string or fragment. Leading slashes are collapsed first: `//other.example/x`
 * would otherwise be read as another host, and an absolute URL contributes its path alone.
 */
export function canonicalFor(siteUrl: string, pathOrUrl: string): string {
  const site = new URL(siteUrl);
  const { pathname } = new URL(pathOrUrl.replace(/^[/\\]+/, '/'), site);
  return `${site.origin}${pathname}`;
}

/** A CMS image is a media uri (the media host serves images/{uri}) or an absolute URL. */
export function imageUrl(image: string, siteUrl: string, mediaBaseUrl: string): string {
  if (/^https?:\/\//i.test(image) || image.startsWith('/')) return new URL(image, siteUrl).href;
  return new URL(`${mediaBaseUrl.replace(/\/+$/, '')}/images/${image.replace(/^\/+/, '')}`, siteUrl)
    .href;
}

export function resolveHead(
  seo: SeoInput,
  location: { siteUrl: string; pathname: string; mediaBaseUrl?: string | undefined },
): ResolvedHead {
  const training = seo.isTrainingProperty === true;
  const image = text(seo.image);
  return {
    title: text(seo.seoTitle) || DEFAULT_TITLE,
    description: text(seo.description) || DEFAULT_DESCRIPTION,
    image: image ? imageUrl(image, location.siteUrl, location.mediaBaseUrl ?? '/media') : null,
    // Training property → noindex,nofollow and blank keywords.
    keywords: training ? '' : text(seo.keywords),
    robots: training ? 'noindex,nofollow' : text(seo.robotsDirectives) || 'index, follow',
    // The canonical URL strips the query string (a CMS canonical is stripped too).
    canonical: canonicalFor(location.siteUrl, text(seo.canonicalUrl) || location.pathname),
  };
}

/** "Sign In" → "Sign In | Longstay". */
export function pageTitle(name: string): string {
  return `${name} | Longstay`;
}
