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

describe('bank statement CSV', () => {
  const note = (csv: string) => parseStatement(csv).lines.map((l) => l.note);

  it('reads quoted cells by RFC 4180 (commas, doubled quotes, spaces) and keeps a quote inside an unquoted note', () => {
    expect(
      note(
        [
          '2026-11-21,1.00,0001234567,"a, b"',
          '2026-11-21,1.00,0001234567,"say ""UG1234567890"""',
          ' "2026-11-21" , "1.00" , 0001234567 , " spaced " ',
          '2026-11-21,1.00,0001234567,""',
          '2026-11-21,1.00,0001234567',
          '2026-11-21,1.00,0001234567,x,extra',
          '2026-11-21,1.00,0001234567,UG1234567890 "ค่าหวย"',
        ].join('\n'),
      ),
    ).toEqual(['a, b', 'say "UG1234567890"', 'spaced', '', '', 'x', 'UG1234567890 "ค่าหวย"']);
  });

  it('numbers lines as the file does: CRLF or LF, blank lines counted, the header only as line 1', () => {
    const { lines, problems } = parseStatement(
      '\uFEFF"Date",amount,account,note\r\n\r\n2026-11-21,1.00,1,x\r\n  \r\ndate,amount,account,note\n2026-11-21,2.00,1,a\rb',
    );
    expect(lines.map((l) => [l.lineNo, l.note])).toEqual([
      [3, 'x'],
      [6, 'a\rb'],
    ]);
    expect(problems).toEqual([
      { lineNo: 5, text: 'date,amount,account,note', problem: 'date is not a date' },
    ]);
    expect(lines[0]!.text).toBe('2026-11-21,1.00,1,x');
  });

  it('reports a line whose quotes are not CSV, by its number, and still reads the lines after it', () => {
    const bad = [
      '2026-11-21,1.00,0001234567,"open',
      '2026-11-21,"1.00,0001234567,UG1234567890',
      '2026-11-21,1.00,0001234567,"a"b',
      // A line break inside quotes: one line is one record, so both halves are reported (the second
      // starts with no date).
      '2026-11-21,1.00,0001234567,"two',
    ];
    const csv = [...bad, 'lines"', '2026-11-21,3.00,0001234567,ok'].join('\n');
    const { lines, problems } = parseStatement(csv);
    expect(problems).toEqual([
      ...bad.map((text, i) => ({ lineNo: i + 1, text, problem: 'quotes are not valid CSV' })),
      { lineNo: 5, text: 'lines"', problem: 'date is not a date' },
    ]);
    expect(lines).toMatchObject([{ lineNo: 6, amountSatang: 300n, note: 'ok' }]);
  });
});
