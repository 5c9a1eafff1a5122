// Footer destination links go to
// /extended-stay-hotels/locations/{state-name-lowercase}/{place-name-hyphenated-lowercase}/hotels.
// The state name is hyphenated too ("new-york"), the same {state-kebab} segment the search
// result targets use, so a destination link and a search for the same city land on one page.
const stateNames: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
};

export function stateName(subdivisionCode: string): string | null {
  return stateNames[subdivisionCode.trim().toUpperCase()] ?? null;
}

/** Lower case, letters and digits kept, every other run of characters one hyphen. */
export function hyphenate(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The destination page of a footer link; null for an unknown state code. */
export function destinationUrl(subdivisionCode: string, placeName: string): string | null {
  const state = stateName(subdivisionCode);
  const place = hyphenate(placeName);
  if (!state || !place) return null;
  return `/extended-stay-hotels/locations/${hyphenate(state)}/${place}/hotels`;
}
