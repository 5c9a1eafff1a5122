// LinkColumns [{title {text,url}, links [{text,url}]}]; destinations
// {title.text, destinationInfo [{subdivisionCode, placeName}]}; offers {title.text, links
// [{text,url,subheading}]}. The CMS answer is checked item by item: a malformed entry is dropped
// rather than breaking every page's footer.
export interface FooterLink {
  text: string;
  url: string;
}

export interface FooterData {
  linkColumns: { title: FooterLink; links: FooterLink[] }[];
  destinations: { title: string; places: { subdivisionCode: string; placeName: string }[] } | null;
  offers: { title: string; links: (FooterLink & { subheading: string })[] } | null;
}

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function link(value: unknown): FooterLink | null {
  if (!isRecord(value)) return null;
  const text = str(value.text);
  const url = str(value.url);
  return text && url && isSafeUrl(url) ? { text, url } : null;
}

/** Only site paths and http(s)/mailto/tel links (no javascript: URLs from the CMS). */
export function isSafeUrl(url: string): boolean {
  return /^\/(?!\/)/.test(url) || /^(https?:|mailto:|tel:)/i.test(url);
}

export function parseFooterData(raw: unknown): FooterData | null {
  const root = isRecord(raw) && isRecord(raw.footer) ? raw.footer : raw;
  if (!isRecord(root)) return null;
  const linkColumns = list(root.linkColumns).flatMap((column) => {
    if (!isRecord(column) || !isRecord(column.title)) return [];
    const title = { text: str(column.title.text), url: str(column.title.url) };
    if (!title.text) return [];
    const links = list(column.links).flatMap((item) => link(item) ?? []);
    return [{ title, links }];
  });
  const destinationsRaw = isRecord(root.destinations) ? root.destinations : null;
  const places = list(destinationsRaw?.destinationInfo).flatMap((item) => {
    if (!isRecord(item)) return [];
    const subdivisionCode = str(item.subdivisionCode).toUpperCase();
    const placeName = str(item.placeName);
    return subdivisionCode && placeName ? [{ subdivisionCode, placeName }] : [];
  });
  const offersRaw = isRecord(root.offers) ? root.offers : null;
  const offerLinks = list(offersRaw?.links).flatMap((item) => {
    const base = link(item);
    return base && isRecord(item) ? [{ ...base, subheading: str(item.subheading) }] : [];
  });
  const titleOf = (section: Loose | null, fallback: string) =>
    (isRecord(section?.title) ? str(section.title.text) : '') || fallback;
  return {
    linkColumns,
    destinations: places.length
      ? { title: titleOf(destinationsRaw, 'Popular Destinations'), places }
      : null,
    offers: offerLinks.length ? { title: titleOf(offersRaw, 'Offers'), links: offerLinks } : null,
  };
}
