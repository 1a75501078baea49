export * from './totals.js';
export * from './ticket.js';
export * from './chain.js';
export * from './closure.js';
export * from './archive.js';
