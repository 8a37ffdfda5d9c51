/**
 * The wheel's geometry (docs/ENGAGEMENT.md "Prize wheel"): segments in position order clockwise from 12
 * o'clock, the pointer fixed at 12 o'clock. Pure functions, so the landing is tested without a browser.
 */

/** Degrees one of `count` equal segments spans. */
export const segmentAngle = (count: number) => 360 / count;

/**
 * The clockwise rotation (degrees) that brings segment `position`'s centre under the pointer, at least
 * `turns` whole turns past `from` so the wheel always spins forward.
 */
export function landingRotation(from: number, position: number, count: number, turns = 5): number {
  const centre = (position + 0.5) * segmentAngle(count);
  // The wheel turned by r shows under the pointer the point at angle -r (mod 360): we need -r ≡ centre.
  const target = ((-centre % 360) + 360) % 360;
  const base = from - (((from % 360) + 360) % 360);
  const landing = base + turns * 360 + target;
  return landing < from + turns * 360 ? landing + 360 : landing;
}

/** Which segment sits under the pointer after a rotation of `rotation` degrees. */
export function segmentAt(rotation: number, count: number): number {
  const angle = ((-rotation % 360) + 360) % 360;
  return Math.floor(angle / segmentAngle(count)) % count;
}

/** An SVG path for the pie slice of segment `position`, on a circle of radius `r` centred at (r, r). */
export function slicePath(position: number, count: number, r: number): string {
  const a0 = ((position * segmentAngle(count) - 90) * Math.PI) / 180;
  const a1 = (((position + 1) * segmentAngle(count) - 90) * Math.PI) / 180;
  const p = (a: number) => `${(r + r * Math.cos(a)).toFixed(3)} ${(r + r * Math.sin(a)).toFixed(3)}`;
  const large = segmentAngle(count) > 180 ? 1 : 0;
  return `M ${r} ${r} L ${p(a0)} A ${r} ${r} 0 ${large} 1 ${p(a1)} Z`;
}

/**
 * A label in one line near the rim, where a slice is widest, or in two (split at the first space) when
 * it is too long for one: "เครดิตฟรี 100 บาท" → "เครดิตฟรี" / "100 บาท".
 */
export function labelLines(label: string): string[] {
  const space = label.indexOf(' ');
  return label.length <= 9 || space < 0 ? [label] : [label.slice(0, space), label.slice(space + 1)];
}
