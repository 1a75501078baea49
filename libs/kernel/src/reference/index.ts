export * from './reference-list.js';
export * from './products.js';
export * from './grape-varieties.js';
export * from './clients.js';
export * from './crm.js';
export * from './payments.js';
export * from './languages.js';
export * from './geography.js';
