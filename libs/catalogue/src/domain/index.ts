// The catalogue's pure rules: prices (used by every screen that shows one and by the cart), tier prices,
// GTINs, slugs, typology visibility and what stock means for a product (search words are the kernel's).
export * from './pricing-inputs.js';
export * from './typology.js';
export * from './duty-rates.js';
export * from './french-duty-rates.js';
export * from './volume.js';
export * from './price-resolution.js';
export * from './pricing-checks.js';
export * from './gtin.js';
export * from './slug.js';
export * from './typology-visibility.js';
export * from './tier-prices.js';
export * from './stock-status.js';
export * from './format-label.js';
export * from './price-list-cells.js';
export * from './catalogue-settings.js';
