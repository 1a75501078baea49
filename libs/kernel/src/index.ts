// Public surface of @cuvee/kernel: pure TypeScript shared by the API, the worker, the CLI and the fronts.
export * from './locale.js';
export * from './money.js';
export * from './vat.js';
export * from './statuses.js';
export * from './calendar-date.js';
export * from './fiscal-year.js';
export * from './siret.js';
export * from './vat-number.js';
export * from './search-words.js';
export * from './luhn.js';
export * from './legal-mentions.js';
export * from './constants.js';
export * from './reference/index.js';
export * from './validation/index.js';
export * from './access/index.js';
export * from './shop-front/index.js';
export * from './cart/index.js';
