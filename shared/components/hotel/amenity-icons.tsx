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
  // Glyphs of the grouped amenity grid (issue 13), beyond the strip's spec §3 icons.
  microwave: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <rect x="5" y="8" width="10" height="8" rx="1" />
      <path d="M18 9v.01M18 12v.01M18 15v.01" />
    </>
  ),
  fridge: (
    <>
      <rect x="5" y="2" width="14" height="20" rx="2" />
      <path d="M5 10h14M8 6v2M8 13v3" />
    </>
  ),
  stovetop: (
    <>
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <circle cx="8" cy="12" r="3" />
      <circle cx="16" cy="12" r="3" />
    </>
  ),
  desk: <path d="M2 8h20M4 8v12M20 8v12M14 8v6h6M9 3h6l-1 5h-4z" />,
  tv: (
    <>
      <rect x="2" y="4" width="20" height="13" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </>
  ),
  iron: <path d="M3 17h16a2 2 0 0 0 2-2c0-5-4-8-9-8H9M3 17l2-6a6 6 0 0 1 4-4M6 20h12" />,
  wind: <path d="M3 8h10a3 3 0 1 0-3-3M3 12h15a3 3 0 1 1-3 3M3 16h7" />,
  people: (
    <>
      <circle cx="8" cy="8" r="3" />
      <circle cx="16" cy="8" r="3" />
      <path d="M2 20a6 6 0 0 1 12 0M10 20a6 6 0 0 1 12 0" />
    </>
  ),
  printer: (
    <>
      <path d="M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <rect x="6" y="14" width="12" height="7" />
    </>
  ),
  sparkle: <path d="M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2zM19 3v4M17 5h4" />,
  coffee: (
    <path d="M4 8h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 10h2a2 2 0 0 1 0 4h-2M8 2v3M12 2v3" />
  ),
  bag: <path d="M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2" />,
  box: <path d="M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10" />,
  pool: (
    <path d="M2 18c2 0 2-1 4-1s2 1 4 1 2-1 4-1 2 1 4 1 2-1 4-1M2 22c2 0 2-1 4-1s2 1 4 1 2-1 4-1 2 1 4 1 2-1 4-1M8 15V5a2 2 0 0 1 4 0M16 15V5a2 2 0 0 0-4 0M8 9h8" />
  ),
  tree: <path d="M12 22v-6M12 2l7 10h-4l4 5H5l4-5H5z" />,
  parking: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M9 17V7h4a3 3 0 0 1 0 6H9" />
    </>
  ),
  truck: (
    <>
      <path d="M2 5h12v11H2zM14 9h4l4 4v3h-8" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
  bolt: <path d="M13 2L4 14h7l-1 8 9-12h-7z" />,
  elevator: (
    <>
      <rect x="4" y="2" width="16" height="20" rx="2" />
      <path d="M9 9l3-3 3 3M9 15l3 3 3-3" />
    </>
  ),
  door: <path d="M5 22V3h11v19M3 22h18M13 12h.01M16 5l3 1v16" />,
  key: (
    <>
      <circle cx="7" cy="15" r="4" />
      <path d="M10 12l10-10M16 6l3 3M14 8l2 2" />
    </>
  ),
  camera: (
    <>
      <path d="M3 7l13 4-2 5L2 12zM16 11l4 1M6 14l-1 6H3" />
    </>
  ),
  bed: <path d="M2 19v-9M2 14h20v5M22 14v-2a3 3 0 0 0-3-3h-8v5M6 12.5a1.5 1.5 0 1 0 0-.01" />,
  'floor-plan': (
    <>
      <rect x="3" y="3" width="18" height="18" rx="1" />
      <path d="M3 12h7M14 3v6M14 13v8M14 13h7" />
    </>
  ),
  dot: <circle cx="12" cy="12" r="3" />,
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
