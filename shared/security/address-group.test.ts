import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group.ts';

describe('addressGroup', () => {
  it('keeps an IPv4 address and counts an IPv6 address by its /64', () => {
    expect(addressGroup('203.0.113.5')).toBe('203.0.113.5');
    expect(addressGroup('::ffff:203.0.113.5')).toBe('203.0.113.5');
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:0db8:0001:0002:0:0:0:9',
      '2001:DB8:1:2::FFFF',
    ])
      expect(addressGroup(address)).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('unknown')).toBe('unknown');
  });

  it('reads an embedded IPv4 tail, and leaves anything that is not an address as given', () => {
    expect(addressGroup('2001:db8:1:2:3:4:192.0.2.1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('::ffff:192.0.2.1')).toBe('192.0.2.1');
    for (const text of [
      '2001:db8::1::2',
      '2001:db8:zz::1',
      '1:2:3:4:5:6:7:8:9',
      ':1:2::3',
      '1.2.3.999',
    ])
      expect(addressGroup(text)).toBe(text);
  });
});
