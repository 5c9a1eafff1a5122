// `returnUrl` accepts only same-site relative paths (an
// open redirect would lend the brand's name to phishing): anything that could leave the site — another origin, a protocol-
// relative '//host', a backslash trick, a scheme, control characters — becomes '/'.
const FALLBACK = '/';
const PROBE_ORIGIN = 'http://return-url.invalid';

export function safeReturnUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return FALLBACK;
  // Must be a path: one leading slash, not '//' or '/\' (browsers read both as another host).
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return FALLBACK;
  // Browsers strip tabs and newlines from URLs and treat backslashes as slashes.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return FALLBACK;
  let parsed: URL;
  try {
    parsed = new URL(value, PROBE_ORIGIN);
  } catch {
    return FALLBACK;
  }
  if (parsed.origin !== PROBE_ORIGIN) return FALLBACK;
  const result = parsed.pathname + parsed.search + parsed.hash;
  return result.startsWith('/') && !result.startsWith('//') ? result : FALLBACK;
}
