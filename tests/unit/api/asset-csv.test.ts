import { describe, expect, it } from 'vitest';
import { CsvRefusal, decodeCsv, mapHeader, parseAmount, readAssetRows, separatorOf, splitCsv } from '../../../api/modules/assets/csv.js';
import { assetColumns } from '../../../src/domain/assets/columns.js';
import { ASSET_KINDS, lookedUpAssets } from '../../../src/domain/assets/kinds.js';
import { assetTotalCents } from '../../../src/domain/assets/total.js';

const refusalOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof CsvRefusal) return { key: error.messageKey, params: error.params };
    throw error;
  }
  throw new Error('no refusal');
};

describe('decodeCsv', () => {
  it('reads UTF-8 and drops a byte-order mark', () => {
    expect(decodeCsv(Buffer.from('\uFEFFAprašymas', 'utf8'))).toBe('Aprašymas');
  });
  it('refuses bytes that are not UTF-8 (Windows-1257 š) and an empty file', () => {
    expect(refusalOf(() => decodeCsv(Buffer.from([0x41, 0xf0, 0x42])))).toEqual({ key: 'errors.asset_csv_encoding', params: {} });
    expect(refusalOf(() => decodeCsv(Buffer.alloc(0))).key).toBe('errors.asset_csv_empty');
  });
});

describe('splitCsv and separatorOf', () => {
  it('chooses ; when the header row holds one, else ,', () => {
    expect(separatorOf('A;B\n1,5;2')).toBe(';');
    expect(separatorOf('A,B\n1;2')).toBe(',');
  });
  it('reads quoted fields (separators, doubled quotes and line breaks inside), CRLF and skips empty lines', () => {
    expect(splitCsv('a,"b,c"\r\n\r\n"say ""hi""","two\nlines"\n', ',')).toEqual([
      { line: 1, fields: ['a', 'b,c'] },
      { line: 3, fields: ['say "hi"', 'two\nlines'] },
    ]);
  });
  it('refuses an unclosed quote, naming its line', () => {
    expect(refusalOf(() => splitCsv('a\n"open\n', ','))).toEqual({ key: 'errors.asset_csv_quote', params: { line: 2 } });
  });
});

describe('parseAmount', () => {
  it.each([
    ['12', 12],
    ['12,5', 12.5],
    ['12.05', 12.05],
    ['1 234,56', 1234.56],
    ['1\u00a0234\u00a0567', 1234567],
    [' 0 ', 0],
  ])('reads %j as %d', (text, value) => expect(parseAmount(text)).toBe(value));
  it.each(['-1', '1,234', '12,345', '1 23', 'abc', '', '1e3'])('refuses %j', (text) => expect(parseAmount(text)).toBeNull());
});

describe('mapHeader', () => {
  const columns = assetColumns('ktp');
  it('matches headers in any order, ignoring case and surrounding spaces', () => {
    expect(mapHeader([' vertė, eur ', 'VIN'], columns).map((c) => c.field)).toEqual(['verte', 'vin']);
  });
  it('refuses an unknown, a repeated or a missing required column', () => {
    expect(refusalOf(() => mapHeader(['VIN', 'Spalva'], columns)).params).toEqual({ column: 'Spalva' });
    expect(refusalOf(() => mapHeader(['VIN', 'vin'], columns)).params).toEqual({ column: 'vin' });
    expect(refusalOf(() => mapHeader(['Markė'], columns)).params).toEqual({ column: 'VIN' });
  });
});

describe('readAssetRows', () => {
  const ntr = assetColumns('ntr');
  it('turns rows into values by column, amounts into numbers, and leaves empty cells out', () => {
    expect(readAssetRows('Unikalus Nr.;Vertė, EUR;Aprašymas\n4400-1001-0011;1 000,10;\n', ntr)).toEqual({
      rows: [{ line: 2, values: { unikalusNr: '4400-1001-0011', verte: 1000.1 } }],
      errors: [],
    });
  });
  it('names each bad row by its line: a wrong number of fields, an amount that is none', () => {
    const { rows, errors } = readAssetRows('Unikalus Nr.;Vertė, EUR\n4400-1001-0011\n4400-1001-0012;daug\n', ntr);
    expect(rows.map((r) => r.line)).toEqual([3]);
    expect(errors.map((e) => [e.path, e.messageKey])).toEqual([
      ['/rows/2', 'errors.asset_csv_columns'],
      ['/rows/3/verte', 'errors.asset_csv_amount'],
    ]);
  });
  it('refuses a file with a header only, or more rows than a document holds', () => {
    expect(refusalOf(() => readAssetRows('Unikalus Nr.\n', ntr)).key).toBe('errors.asset_csv_no_rows');
    expect(refusalOf(() => readAssetRows(`Unikalus Nr.\n${'4400-1001-0011\n'.repeat(501)}`, ntr))).toEqual({
      key: 'errors.asset_csv_too_many_rows',
      params: { max: 500 },
    });
  });
});

describe('asset kinds, columns and total', () => {
  it('gives every kind a layout ending with value and description, each column once', () => {
    for (const kind of ASSET_KINDS) {
      const headers = assetColumns(kind).map((c) => c.header);
      expect(new Set(headers).size).toBe(headers.length);
      expect(headers.slice(-2)).toEqual(['Vertė, EUR', 'Aprašymas']);
    }
  });
  it('looks up the NTR numbers of ntr and busimas_ntr assets only', () => {
    const data = {
      turtas: [
        { turtasID: '1', rusis: 'ntr', unikalusNr: '4400-1001-0011' },
        { turtasID: '2', rusis: 'busimas_ntr', zemesSklypoUnikalusNr: '4400-1001-0012' },
        { turtasID: '3', rusis: 'ktp', vin: 'WVWZZZ1JZXW000001' },
        { turtasID: '4', rusis: 'ntr' },
      ],
    };
    expect(lookedUpAssets(data)).toEqual([
      { assetId: '1', kind: 'ntr', uniqueNumber: '4400-1001-0011' },
      { assetId: '2', kind: 'busimas_ntr', uniqueNumber: '4400-1001-0012' },
    ]);
  });
  it('sums the values in whole cents (0.1 + 0.2 is 30 cents), ignoring assets without one', () => {
    expect(assetTotalCents([{ verte: 0.1 }, { verte: 0.2 }, {}, { verte: 1234.56 }])).toBe(123486);
    expect(assetTotalCents(undefined)).toBe(0);
  });
});
