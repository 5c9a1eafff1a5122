// The unit a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64. One
// IPv6 subscriber is handed a whole /64 (2^64 addresses), so counting each address apart would
// give one machine unlimited tries; a /64 is the smallest block a provider gives one customer.
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part counts as two). */
function groupsOf(address: string): number[] | null {
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a, b, c, d] = dotted[1].split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.map((group) => parseInt(group || '0', 16));
}

/**
 * The key part of `address` for per-address limits: IPv4 (also written as an IPv4-mapped IPv6
 * address) unchanged, IPv6 as its /64 network (`2001:db8:1:2::/64`), anything else as given.
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address) || !isIPv6(address.split('%')[0] ?? '')) return address;
  const groups = groupsOf(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
