import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, toCsv } from './csv';

describe('parseCsv', () => {
  it('splits fields and rows, with CRLF or LF, and skips blank lines', () => {
    expect(parseCsv('a,b,c\r\n1,,3\n\nx,y,z')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '', '3'] },
      { line: 4, fields: ['x', 'y', 'z'] },
    ]);
  });
  it('reads quoted fields with commas, doubled quotes and line breaks, numbering rows by the line they start on', () => {
    expect(parseCsv('"a, b","say ""hi""","two\nlines"\r\nnext,row,"3"\n')).toEqual([
      { line: 1, fields: ['a, b', 'say "hi"', 'two\nlines'] },
      { line: 3, fields: ['next', 'row', '3'] },
    ]);
  });
  it('ignores a leading BOM and keeps an empty last field', () => {
    expect(parseCsv('\uFEFFid,name,\n')).toEqual([{ line: 1, fields: ['id', 'name', ''] }]);
  });
  it('names the line of a quote that is never closed', () => {
    expect(() => parseCsv('a,b\n1,"open\nstill open')).toThrow(CsvError);
    try {
      parseCsv('a,b\n1,"open\nstill open');
    } catch (error) {
      expect((error as CsvError).line).toBe(2);
    }
  });
});

describe('toCsv', () => {
  it('quotes only what needs it, and parses back to the same fields', () => {
    const rows = [
      ['id', 'text', 'note'],
      ['1', 'a, "quoted" word', 'line one\nline two'],
      ['2', ' padded ', ''],
    ];
    const text = toCsv(rows);
    expect(text.split('\r\n')[0]).toBe('id,text,note');
    expect(text).toContain('"a, ""quoted"" word"');
    expect(parseCsv(text).map((row) => row.fields)).toEqual(rows);
  });
});
