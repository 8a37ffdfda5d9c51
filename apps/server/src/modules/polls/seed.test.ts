import { describe, expect, it } from 'vitest';
import { demoPollWindow } from './seed.ts';

// The demo poll's window (docs/rules/polls.md): the Bangkok month of the first start, never opening at the
// instant the server starts, and never leaving less than a week to vote.
describe('the demo poll window', () => {
  it('runs the Bangkok calendar month of the first start, from 00:00 on the 1st', () => {
    // 10 March 2026 10:02 in Bangkok.
    expect(demoPollWindow(new Date('2026-03-10T03:02:00Z'))).toEqual({
      opensAt: new Date('2026-02-28T17:00:00Z'),
      closesAt: new Date('2026-03-31T17:00:00Z'),
    });
  });

  it('takes the Bangkok month, not the UTC one, at the turn of a month', () => {
    // 1 April 2026 03:00 in Bangkok, still 31 March in UTC.
    expect(demoPollWindow(new Date('2026-03-31T20:00:00Z'))).toEqual({
      opensAt: new Date('2026-03-31T17:00:00Z'),
      closesAt: new Date('2026-04-30T17:00:00Z'),
    });
  });

  it('runs to the end of the next month when less than a week of this one is left', () => {
    // 25 November 2026 12:00 in Bangkok: 5.5 days left in November.
    expect(demoPollWindow(new Date('2026-11-25T05:00:00Z'))).toEqual({
      opensAt: new Date('2026-10-31T17:00:00Z'),
      closesAt: new Date('2026-12-31T17:00:00Z'),
    });
    // 24 November 2026 00:00 in Bangkok: exactly a week left, this month only.
    expect(demoPollWindow(new Date('2026-11-23T17:00:00Z')).closesAt).toEqual(
      new Date('2026-11-30T17:00:00Z'),
    );
  });
});
