// The unit a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64. One
// IPv6 subscriber is handed a whole /64 (2^64 addresses), so counting each address apart would
// give one machine unlimited tries; a /64 is the smallest block a provider gives one customer.
// The site (its beacon throttle) and the platform (every limit in its throttle table) count alike.

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const GROUP = /^[0-9a-f]{1,4}$/i;

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part counts as two), or null. */
function groupsOf(address: string): number[] | null {
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    if (!IPV4.test(dotted[1])) return null;
    const [a, b, c, d] = dotted[1].split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const [head = '', tail] = halves;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  if (![...left, ...right].every((group) => GROUP.test(group))) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The key part of `address` for per-address limits: IPv4 (also written as an IPv4-mapped IPv6
 * address) unchanged, IPv6 as its /64 network (`2001:db8:1:2::/64`), anything else as given.
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] && IPV4.test(mapped[1])) return mapped[1];
  if (IPV4.test(address) || !address.includes(':')) return address;
  const groups = groupsOf(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
