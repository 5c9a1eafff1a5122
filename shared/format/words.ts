// Title words from a kebab-case path segment ("new-york" → "New York"; "dc" stays "DC"): the
// route's own words where a document gives no title, and breadcrumb names.

export const words = (kebab: string | undefined): string =>
  (kebab ?? '')
    .split('-')
    .filter(Boolean)
    .map((word) =>
      word.length <= 2 && word === word.toUpperCase()
        ? word
        : word[0]!.toUpperCase() + word.slice(1),
    )
    .join(' ');
