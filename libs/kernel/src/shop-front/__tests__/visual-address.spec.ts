import { isShopVisualUrl, isVisualFileName, resizedVisual, visualSrcSet } from '../visual-address.js';

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

describe("a picture's resized copies", () => {
  const url = '/v1/visuals/7/0b6c6e2e-6a0e-4c52-9a8e-3f0d0e6f5a10.webp';

  test('one copy by its width, and a srcset of several, each with its width descriptor', () => {
    expect(resizedVisual(url, 640)).toBe(`${url}?width=640`);
    expect(visualSrcSet(url, [320, 1024])).toBe(`${url}?width=320 320w, ${url}?width=1024 1024w`);
  });
});
