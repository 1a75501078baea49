// Public surface of @cuvee/catalogue. For now the framework-free price resolution only.
export * from './domain/index.js';
