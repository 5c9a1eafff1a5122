// Line icons for the amenity strip (spec §3 "Amenity": the codes shown as icons). Drawn inline so
// the strip needs no extra request; each is decorative (the strip names the amenity itself).
import type { ReactElement } from 'react';

const paths: Record<string, ReactElement> = {
  'non-smoking': (
    <>
      <rect x="3" y="13" width="14" height="4" rx="1" />
      <path d="M19 13v4M21 13v4M12 3a9 9 0 1 0 0.01 0zM5.6 5.6l12.8 12.8" />
    </>
  ),
  wifi: <path d="M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01" />,
  laundry: (
    <>
      <rect x="4" y="2" width="16" height="20" rx="2" />
      <circle cx="12" cy="13" r="5" />
      <path d="M7 6h2" />
    </>
  ),
  kitchen: <path d="M6 2v8a2 2 0 0 0 4 0V2M8 2v20M17 2c-2 2-3 5-3 8h3v12" />,
  dishwasher: (
    <>
      <rect x="4" y="2" width="16" height="20" rx="2" />
      <path d="M4 7h16M8 12h8M8 16h8" />
    </>
  ),
  'pet-friendly': (
    <>
      <circle cx="7" cy="8" r="2" />
      <circle cx="12" cy="5" r="2" />
      <circle cx="17" cy="8" r="2" />
      <path d="M12 11c-3 0-6 4-6 7a2 2 0 0 0 3 2c1-.5 2-1 3-1s2 .5 3 1a2 2 0 0 0 3-2c0-3-3-7-6-7z" />
    </>
  ),
  fitness: <path d="M2 12h20M5 8v8M8 6v12M16 6v12M19 8v8" />,
  accessible: (
    <>
      <circle cx="12" cy="4" r="2" />
      <path d="M12 7v6h5l2 6M12 10h5M9 11a6 6 0 1 0 7 7" />
    </>
  ),
};

export function AmenityIcon({ icon }: { icon: string }) {
  return (
    <svg
      className="amenity-icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[icon] ?? <circle cx="12" cy="12" r="8" />}
    </svg>
  );
}
