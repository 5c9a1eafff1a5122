// Text forms shared by the dataset and the catalog endpoints.

/** Lower case, accents stripped, punctuation to spaces: the form suggest matches on. */
export function searchKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** 'Dallas Love Field' → 'dallas-love-field'; used in hotel and airport uris. */
export function kebab(value: string): string {
  return searchKey(value).replace(/ /g, '-');
}
