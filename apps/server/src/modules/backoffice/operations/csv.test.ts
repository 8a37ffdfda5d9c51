import { describe, expect, it } from 'vitest';
import { csvAmount, csvCount, csvRecords } from './csv.ts';

// The back office's CSV files (docs/BACKOFFICE.md#audit-log), byte for byte.

describe('CSV records', () => {
  it('quotes only a cell with a quote, comma or line break, doubles quotes and ends each record in CRLF', () => {
    expect(csvRecords([['ปกติ', 'a,b', 'say "hi"', 'a\nb', 'a\rb', 'a\r\nb', 'a b'], ['x']])).toBe(
      'ปกติ,"a,b","say ""hi""","a\nb","a\rb","a\r\nb",a b\r\nx\r\n',
    );
  });

  it('writes null and undefined as empty cells, objects and arrays as JSON, other values as text', () => {
    expect(csvRecords([[null, undefined, '', { a: 'x,y' }, [1, 'z'], 7, true]])).toBe(
      ',,,"{""a"":""x,y""}","[1,""z""]",7,true\r\n',
    );
  });

  it('puts an apostrophe before what a spreadsheet would run as a formula, then quotes as needed', () => {
    for (const formula of ['=1+2', '+1', '-5', '@SUM(A1)', '\tx'])
      expect(csvRecords([[formula]])).toBe(`'${formula}\r\n`);
    expect(csvRecords([['=HYPERLINK("x")', '\rx', '=a,b']])).toBe(`"'=HYPERLINK(""x"")","'\rx","'=a,b"\r\n`);
    // Numbers and JSON from the audit log are text too: -5 is prefixed; JSON starts with { or [.
    expect(csvRecords([[-5, ['=x']]])).toBe(`'-5,"[""=x""]"\r\n`);
    expect(csvRecords([['a=1', "'=1", ' =1']])).toBe(`a=1,'=1, =1\r\n`);
  });

  it('writes the figures the server formats as they are: a negative amount is a number, not a formula', () => {
    expect(csvRecords([['=day', csvAmount(-490.5), csvAmount(1234), csvCount(3), csvCount(0)]])).toBe(
      `'=day,-490.50,1234.00,3,0\r\n`,
    );
  });

  it('starts the file with the UTF-8 byte order mark only when asked, once', () => {
    const withBom = csvRecords([['วันที่'], ['1']], { bom: true });
    expect(withBom).toBe('\uFEFFวันที่\r\n1\r\n');
    expect([...Buffer.from(withBom).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csvRecords([['วันที่']])).toBe('วันที่\r\n');
    expect(csvRecords([['a', 'b']], { eof: false })).toBe('a,b');
  });
});
