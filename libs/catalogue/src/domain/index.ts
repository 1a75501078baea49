// The catalogue's pure pricing rules: used by every screen that shows a price and by the cart.
export * from './pricing-inputs.js';
export * from './typology.js';
export * from './duty-rates.js';
export * from './french-duty-rates.js';
export * from './volume.js';
export * from './price-resolution.js';
export * from './pricing-checks.js';
