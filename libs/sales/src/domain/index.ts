// The sales context's pure rules: cart, cart pricing, checkout rules, order lifecycles, settings, history.
export * from './cart-pricing.js';
export * from './checkout-rules.js';
export * from './checkout-payment.js';
export * from './delivery-choice.js';
export * from './order-statuses.js';
export * from './order-numbering.js';
export * from './order-expiry.js';
export * from './sales-settings.js';
export * from './order-invoicing.js';
export * from './booking-credit.js';
export * from './order-history.js';
export * from './order-shipments.js';
export * from './order-refunds.js';
export * from './platform-commission.js';
export * from './match-grid-rules.js';
