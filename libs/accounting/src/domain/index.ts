// Accounting's framework-free rules: journals, the chart's titles, entries and lettering, fiscal
// years, the FEC's layout, the accounting programs' import formats.
export * from './journals.js';
export * from './chart.js';
export * from './entries.js';
export * from './fiscal-year.js';
export * from './fec.js';
export * from './software-formats.js';
