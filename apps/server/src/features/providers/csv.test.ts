import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv } from './csv.ts';

describe('parseCsv (RFC 4180)', () => {
  it('splits records and fields, keeping the line each record starts on', () => {
    expect(parseCsv('a,b\n1,2\n\n3,4\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
      { line: 4, fields: ['3', '4'] },
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const records = parseCsv('name,note\r\n"Smith, Ann","said ""hi""\nthen left"\r\nnext,row');
    expect(records).toEqual([
      { line: 1, fields: ['name', 'note'] },
      { line: 2, fields: ['Smith, Ann', 'said "hi"\nthen left'] },
      { line: 4, fields: ['next', 'row'] },
    ]);
  });

  it('ignores a byte-order mark and keeps empty fields', () => {
    expect(parseCsv('\uFEFFa,,c')).toEqual([{ line: 1, fields: ['a', '', 'c'] }]);
  });

  it('names the line of a quote that is never closed', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(CsvSyntaxError);
    try {
      parseCsv('a,b\n1,"open\n2,3');
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(2);
    }
  });
});
