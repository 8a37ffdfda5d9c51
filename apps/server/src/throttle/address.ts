import { isIPv6 } from 'node:net';

/**
 * The part of a client address that per-address limits count by. An IPv4 address is itself (also when
 * written IPv4-mapped, `::ffff:203.0.113.7`). An IPv6 address counts by its /64: one home or phone gets
 * a whole /64 and can change the last 64 bits at will, so counting single IPv6 addresses would give one
 * attacker billions of fresh budgets (docs/ACCOUNTS.md).
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  // Groups of an address written with `::` and perhaps a dotted IPv4 tail (two groups' worth).
  const groups = (text: string) =>
    text === '' ? [] : text.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const [head = '', tail] = address.split('::');
  const known = [...groups(head), ...(tail === undefined ? [] : groups(tail))];
  const all =
    tail === undefined
      ? known
      : [...groups(head), ...Array<string>(8 - known.length).fill('0'), ...groups(tail)];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
