import { describe, expect, it } from 'vitest';
import { eventDialogTitle } from './event-title.ts';

describe('eventDialogTitle', () => {
  it('shows page 0 of 0 when there are no events', () => {
    expect(eventDialogTitle(0)).toBe('ประกาศสำคัญ ( 0 / 0 )');
  });

  it('shows the first page out of the number of events', () => {
    expect(eventDialogTitle(1)).toBe('ประกาศสำคัญ ( 1 / 1 )');
    expect(eventDialogTitle(4)).toBe('ประกาศสำคัญ ( 1 / 4 )');
  });
});
