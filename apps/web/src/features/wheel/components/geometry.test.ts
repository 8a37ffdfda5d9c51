import { describe, expect, it } from 'vitest';
import { labelLines, landingRotation, segmentAt, slicePath } from './geometry.ts';

describe('wheel geometry', () => {
  it('lands every segment under the pointer, always turning forward', () => {
    for (const count of [2, 6, 8, 12]) {
      let rotation = 0;
      for (const position of [0, count - 1, Math.floor(count / 2), 1]) {
        const next = landingRotation(rotation, position, count);
        expect(next).toBeGreaterThan(rotation + 5 * 360 - 1);
        expect(segmentAt(next, count)).toBe(position);
        rotation = next;
      }
    }
  });

  it('draws a slice from the centre with one arc', () => {
    expect(slicePath(0, 4, 100)).toMatch(/^M 100 100 L 100\.000 0\.000 A 100 100 0 0 1 200\.000 100\.000 Z$/);
  });
});

describe('wheel labels', () => {
  it('keeps short labels on one line and splits long ones at the first space', () => {
    expect(labelLines('100 พอยท์')).toEqual(['100 พอยท์']);
    expect(labelLines('เครดิตฟรี 100 บาท')).toEqual(['เครดิตฟรี', '100 บาท']);
    expect(labelLines('เสียใจด้วย')).toEqual(['เสียใจด้วย']);
  });
});
