// Desktop only; all items but the last are links; the last is the
// current page; also emitted as a schema.org BreadcrumbList for search engines (JSON-LD is data,
// never executed, but it carries the CSP nonce so no inline script exists without one).
import { Link } from '../../ui/link.tsx';
import { useNonce } from '../../head/nonce.tsx';
import './breadcrumbs.css';

export interface BreadcrumbItem {
  name: string;
  /** A site path ("/locations") or an absolute URL: the address search engines are given. */
  url: string;
  /** Where the link goes, when it carries more than `url` (the guest's stay). */
  href?: string;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  /** The site's origin, for the absolute URLs of the BreadcrumbList ("https://www.example.com"). */
  origin?: string;
  /** Defaults to the document's CSP nonce (shared/head/nonce.tsx). */
  nonce?: string;
}

/** JSON safe inside <script>: no "</script>", no HTML comment openers, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function breadcrumbListJsonLd(items: BreadcrumbItem[], origin = ''): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url.startsWith('/') ? `${origin}${item.url}` : item.url,
    })),
  };
}

export function Breadcrumbs({ items, origin, nonce }: BreadcrumbsProps) {
  const documentNonce = useNonce();
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol className="breadcrumbs__list container">
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.url}>
              <span aria-current="page">{item.name}</span>
            </li>
          ) : (
            <li key={item.url}>
              {item.url.startsWith('/') ? (
                <Link to={item.href ?? item.url}>{item.name}</Link>
              ) : (
                <a href={item.href ?? item.url}>{item.name}</a>
              )}
            </li>
          ),
        )}
      </ol>
      <script
        type="application/ld+json"
        nonce={nonce ?? documentNonce}
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(breadcrumbListJsonLd(items, origin)) }}
      />
    </nav>
  );
}
