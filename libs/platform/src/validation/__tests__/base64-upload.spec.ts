import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { decodeBase64Upload, isBase64Upload } from '../base64-upload.js';

/* A file inside a JSON body: what is accepted as base64, at any size, and what it decodes to. */

describe('a base64 upload', () => {
  test('any bytes, bare or as a data URL, pass and decode back to themselves', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 300 }), fc.boolean(), (bytes, dataUrl) => {
        const text = Buffer.from(bytes).toString('base64');
        const value = dataUrl ? `data:application/zip;base64,${text}` : text;
        expect(isBase64Upload(value)).toBe(true);
        expect(decodeBase64Upload(value).equals(Buffer.from(bytes))).toBe(true);
      }),
    );
  });

  test('line breaks are allowed (MIME wraps at 76 characters); other characters and padding in the middle are not', () => {
    expect(isBase64Upload('UEsDBA==\r\nAAAA')).toBe(false);
    expect(isBase64Upload('UEsD\r\nBAAA')).toBe(true);
    for (const bad of ['', 'pas du base64 !', 'UEsD BA', 'UEsDBA===', '=', 'data:text/csv;base64,', 'é']) {
      expect(isBase64Upload(bad)).toBe(false);
    }
    expect(isBase64Upload(42)).toBe(false);
    expect(isBase64Upload(null)).toBe(false);
  });

  test('a data URL must name an accepted media type when one is asked', () => {
    const image = /^image\/[a-z0-9.+-]+$/;
    expect(isBase64Upload('data:image/png;base64,iVBORw0K', image)).toBe(true);
    expect(isBase64Upload('iVBORw0K', image)).toBe(true);
    expect(isBase64Upload('data:text/plain;base64,iVBORw0K', image)).toBe(false);
    expect(isBase64Upload('data:text/csv;charset=utf-8;base64,aWQ=')).toBe(false);
  });

  test('megabytes are checked in one pass over the characters', () => {
    const big = Buffer.alloc(10 * 1_048_576, 7).toString('base64');
    expect(isBase64Upload(big)).toBe(true);
    expect(isBase64Upload(`${big}!`)).toBe(false);
  });
});
