// A readable name for the device behind a session ("device from user agent"),
// e.g. "Chrome on Windows", "Safari on iPhone", "curl". Only the common browsers and systems are
// named; anything else is "Unknown browser" or the client's own product name, never the raw text.

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|Chrom(?:e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

// Command-line and library clients that call the API directly.
const CLIENTS =
  /^(curl|Wget|PostmanRuntime|python-requests|node-fetch|undici|axios|okhttp|Go-http-client|insomnia)\b/i;

export function deviceName(userAgent: string | null | undefined): string {
  const agent = (userAgent ?? '').trim();
  if (!agent) return 'Unknown device';
  const client = CLIENTS.exec(agent);
  if (client) return client[1]!;
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Unknown browser on ${system}`;
  return 'Unknown browser';
}
