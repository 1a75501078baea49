import { canonicalJson, genesisHash, parsedBody } from '../chain.js';

describe('the canonical JSON a record is sealed over', () => {
  test('sorts object keys at every level, keeps array order, drops undefined fields', () => {
    expect(canonicalJson({ b: 1, a: [2, 1, { d: null, c: 'x' }], u: undefined })).toBe(
      '{"a":[2,1,{"c":"x","d":null}],"b":1}',
    );
    expect(canonicalJson({ ab: 1, b: 2, a: 3 })).toBe('{"a":3,"ab":1,"b":2}');
    expect(canonicalJson([])).toBe('[]');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson('é')).toBe('"é"');
  });

  test('a body that is no longer JSON is read back as its text', () => {
    expect(parsedBody('{"a":1}')).toEqual({ a: 1 });
    expect(parsedBody('{"a":1')).toBe('{"a":1');
  });

  test("a sales point's first record links to the digest of its shop and sales point", () => {
    // sha256 of "cuvee-till:1:2", computed outside the code.
    expect(genesisHash(1, 2)).toBe('6c819f59d9e0ecd24a429308baf9e8c3566d224740d9c816c53390eeb216c5b1');
    expect(genesisHash(2, 1)).not.toBe(genesisHash(1, 2));
  });
});
