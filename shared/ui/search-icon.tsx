// Small inline icons of the search widgets (decorative: their text says what they mean). How a
// line is drawn is in search-icon.css, not repeated on each of a page's icons.
import './search-icon.css';

const paths: Record<string, string> = {
  city: 'M3 21V9l6-3v3l6-3v15M15 21V3h6v18M6 12h1m-1 3h1m-1 3h1m11-9h1m-1 3h1m-1 3h1M1 21h22',
  'point-of-interest':
    'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  airport:
    'M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z',
  state: 'M4 5l5-2 6 2 5-2v16l-5 2-6-2-5 2zM9 3v16m6-14v16',
  country:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  hotel: 'M3 21V4h12v17M15 9h6v12M7 8h1m3 0h1m-5 4h1m3 0h1m-5 4h1m3 0h1M1 21h22',
  place: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 21 21',
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v5m8-5v5',
  locate: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0-6v4m0 12v4M2 12h4m12 0h4',
  guests:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM1 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1M17 3.5a4 4 0 0 1 0 7.5M23 21v-1a6 6 0 0 0-4-5.6',
};

export function SearchIcon({ name, size = 18 }: { name: string; size?: number }) {
  return (
    <svg
      className="search-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name] ?? paths.place} />
    </svg>
  );
}
