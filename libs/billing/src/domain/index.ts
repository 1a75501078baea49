// Billing's framework-free rules: amounts, numbering, legal content and its hash, deposits, credit
// notes, settlement, ageing, ventilation, delivery notes, settings, mail templates, opening outstandings and SEPA direct debit.
export * from './document-kinds.js';
export * from './document-amounts.js';
export * from './deposits.js';
export * from './numbering.js';
export * from './legal-content.js';
export * from './credit-notes.js';
export * from './settlement.js';
export * from './ageing.js';
export * from './ventilation.js';
export * from './delivery-note.js';
export * from './billing-settings.js';
export * from './mail-fields.js';
export * from './opening-balances.js';
export * from './sepa.js';
