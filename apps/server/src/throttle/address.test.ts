import { describe, expect, it } from 'vitest';
import { addressKey } from './address.ts';

describe('addressKey', () => {
  it('counts an IPv4 address as itself, also when written IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as one address, however it is written', () => {
    const key = '2001:db8:1234:5678::/64';
    for (const ip of [
      '2001:db8:1234:5678::1',
      '2001:0db8:1234:5678:ffff:ffff:ffff:ffff',
      '2001:DB8:1234:5678:0:0:0:2',
      '2001:db8:1234:5678:a::b%eth0',
      '2001:db8:1234:5678::192.0.2.1',
    ]) {
      expect(addressKey(ip), ip).toBe(key);
    }
    expect(addressKey('2001:db8:1234:5679::1')).toBe('2001:db8:1234:5679::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
