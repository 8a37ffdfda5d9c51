import { describe, expect, it } from 'vitest';
import { parseStatement } from './statement.ts';

describe('bank statement parsing', () => {
  it('reads dates without a zone as Bangkok time, amounts as exact satang, accounts as digits', () => {
    const { lines, problems } = parseStatement(
      'date,amount,account,note\n2026-11-21 10:15,"1,500.37",000-0-12345,"a, b"\n2026-11-21,20.5,0001234567,\n',
    );
    expect(problems).toEqual([]);
    expect(lines[0]).toMatchObject({
      date: new Date('2026-11-21T03:15:00Z'),
      amountSatang: 150_037n,
      account: '000012345',
      note: 'a, b',
    });
    expect(lines[1]).toMatchObject({ date: new Date('2026-11-20T17:00:00Z'), amountSatang: 2_050n });
  });

  it('reports lines it cannot read instead of guessing', () => {
    const { lines, problems } = parseStatement(
      'yesterday,100,000012345,x\n2026-11-21,12.345,000012345,x\n2026-11-21,0,1,x',
    );
    expect(lines).toEqual([]);
    expect(problems.map((p) => p.lineNo)).toEqual([1, 2, 3]);
  });
});
