// The brand as mail shows it. Mail clients read no stylesheet, so the design tokens
// (shared/styles/tokens.css) are repeated here as inline values; mail-brand.test.ts checks that
// each one still equals its token. The postal address is the one marketing mail must carry
// (CAN-SPAM) and every mail shows in its footer.
export const colors = {
  brand900: '#0a2a43',
  brand700: '#0e4a6e',
  brand500: '#136f9e',
  brand100: '#e6f1f7',
  accent500: '#f5b335',
  text: '#1c2630',
  textMuted: '#4d5a66',
  textInverse: '#ffffff',
  textInverseMuted: '#d5e3ec',
  surface: '#ffffff',
  surfaceAlt: '#f4f6f8',
  border: '#c9d1d8',
  success: '#146c3a',
  successBg: '#e7f4ec',
  error: '#b42318',
  errorBg: '#fdecea',
} as const;

/** The token each colour repeats (checked by the test). */
export const colorTokens: Record<keyof typeof colors, string> = {
  brand900: '--color-brand-900',
  brand700: '--color-brand-700',
  brand500: '--color-brand-500',
  brand100: '--color-brand-100',
  accent500: '--color-accent-500',
  text: '--color-text',
  textMuted: '--color-text-muted',
  textInverse: '--color-text-inverse',
  textInverseMuted: '--color-text-inverse-muted',
  surface: '--color-surface',
  surfaceAlt: '--color-surface-alt',
  border: '--color-border',
  success: '--color-success',
  successBg: '--color-success-bg',
  error: '--color-error',
  errorBg: '--color-error-bg',
};

/** System fonts only: a web font is a remote resource most clients block. */
export const fonts = {
  sans: "'Segoe UI', 'Helvetica Neue', Arial, sans-serif",
  serif: "Georgia, 'Times New Roman', serif",
} as const;

export const BRAND_NAME = 'Longstay';
export const BRAND_POSTAL_ADDRESS = 'Longstay Hotels, 1100 Harbor Point Drive, Charlotte, NC 28202';

/** The help links of every footer, as site paths. */
export const helpLinks = [
  { label: 'Contact Us', path: '/company/contact' },
  { label: 'Find a Reservation', path: '/find-reservation' },
  { label: 'Terms of Use', path: '/terms-of-use' },
] as const;

/** Gmail clips a message whose HTML passes 102 KB; every mail stays under this. */
export const HTML_LIMIT_BYTES = 100 * 1024;
