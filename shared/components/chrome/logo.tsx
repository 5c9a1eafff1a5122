// The brand logo, inline so it paints with the HTML. Header: mobile 144x73, desktop
// 208x70 — two layouts of one mark (stacked for mobile, in a row for desktop); CSS shows one.
function Mark({ x, y }: { x: number; y: number }) {
  // A roof over a crescent: "home for the long stay".
  return (
    <g transform={`translate(${x} ${y})`}>
      <path
        d="M4 26 L26 6 L48 26"
        fill="none"
        stroke="#f5b335"
        strokeWidth="5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path d="M33 28a12 12 0 1 1-14-12 9.5 9.5 0 0 0 14 12z" fill="#ffffff" />
      <rect x="10" y="44" width="32" height="4" rx="2" fill="#f5b335" />
    </g>
  );
}

export function LogoMobile() {
  return (
    <svg
      className="logo logo--mobile"
      width="144"
      height="73"
      viewBox="0 0 144 73"
      aria-hidden="true"
      focusable="false"
    >
      <Mark x={0} y={10} />
      <text
        x="56"
        y="38"
        fill="#ffffff"
        fontFamily="Georgia, serif"
        fontSize="22"
        textLength="84"
        lengthAdjust="spacingAndGlyphs"
        fontWeight="700"
        letterSpacing="0.5"
      >
        Longstay
      </text>
      <text
        x="57"
        y="54"
        fill="#f5b335"
        fontFamily="Arial, sans-serif"
        fontSize="8.5"
        textLength="82"
        lengthAdjust="spacingAndGlyphs"
        fontWeight="700"
        letterSpacing="1.2"
      >
        EXTENDED STAY
      </text>
    </svg>
  );
}

export function LogoDesktop() {
  return (
    <svg
      className="logo logo--desktop"
      width="208"
      height="70"
      viewBox="0 0 208 70"
      aria-hidden="true"
      focusable="false"
    >
      <Mark x={0} y={8} />
      <text
        x="60"
        y="40"
        fill="#ffffff"
        fontFamily="Georgia, serif"
        fontSize="30"
        textLength="134"
        lengthAdjust="spacingAndGlyphs"
        fontWeight="700"
        letterSpacing="0.5"
      >
        Longstay
      </text>
      <text
        x="61"
        y="56"
        fill="#f5b335"
        fontFamily="Arial, sans-serif"
        fontSize="10"
        textLength="142"
        lengthAdjust="spacingAndGlyphs"
        fontWeight="700"
        letterSpacing="2.4"
      >
        EXTENDED STAY HOTELS
      </text>
    </svg>
  );
}
