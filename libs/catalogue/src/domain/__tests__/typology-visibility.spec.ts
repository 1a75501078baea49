import { CLIENT_TYPOLOGIES } from '@cuvee/kernel';
import { hiddenTypologies, hiddenTypologyMask, typologyBit } from '../typology-visibility.js';

const everyKey = CLIENT_TYPOLOGIES.map((typology) => typology.key);

describe('typology visibility mask', () => {
  test('one distinct bit per kernel typology; none for an unknown key', () => {
    const bits = everyKey.map(typologyBit);
    expect(new Set(bits).size).toBe(everyKey.length);
    expect(bits.every((bit) => bit > 0)).toBe(true);
    expect(typologyBit('nope')).toBe(0);
  });

  test('a format absent from a typology map is visible to every typology', () => {
    expect(hiddenTypologyMask([{ typologies: {} }])).toBe(0);
  });

  test('hidden only where no format is visible', () => {
    const proOnly = {
      typologies: { public: { visible: false, price: null }, caviste: { visible: true, price: 900 } },
    };
    const restaurantHidden = { typologies: { restaurant: { visible: false, price: null } } };
    expect(hiddenTypologies(hiddenTypologyMask([proOnly]))).toEqual(['public']);
    expect(hiddenTypologies(hiddenTypologyMask([proOnly, restaurantHidden]))).toEqual([]);
    expect(hiddenTypologies(hiddenTypologyMask([restaurantHidden]))).toEqual(['restaurant']);
  });

  test('a product without formats is hidden from all', () => {
    expect(hiddenTypologies(hiddenTypologyMask([]))).toEqual(everyKey);
  });
});
