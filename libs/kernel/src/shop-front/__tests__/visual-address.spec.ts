import { isShopVisualUrl, isVisualFileName } from '../visual-address.js';

const FILE = '0b6c6e2e-6a0e-4c52-9a8e-3f0d0e6f5a10.webp';

describe('picture addresses', () => {
  test('an upload name is a uuid with .webp, nothing else', () => {
    expect(isVisualFileName(FILE)).toBe(true);
    expect(isVisualFileName(FILE.replace('.webp', '.svg'))).toBe(false);
    expect(isVisualFileName(`../${FILE}`)).toBe(false);
    expect(isVisualFileName(`w640/${FILE}`)).toBe(false);
  });

  test("a shop's own picture is /v1/visuals/{its id}/{upload name}", () => {
    expect(isShopVisualUrl(7, `/v1/visuals/7/${FILE}`)).toBe(true);
    expect(isShopVisualUrl(7, `/v1/visuals/8/${FILE}`)).toBe(false);
    expect(isShopVisualUrl(7, `/v1/visuals/71/${FILE}`)).toBe(false);
    expect(isShopVisualUrl(71, `/v1/visuals/7/${FILE}`)).toBe(false);
    expect(isShopVisualUrl(7, `https://cdn.example.com/v1/visuals/7/${FILE}`)).toBe(false);
    expect(isShopVisualUrl(7, `/v1/visuals/7/${FILE}?width=640`)).toBe(false);
  });
});
