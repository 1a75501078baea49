// The buyer's cart (docs/sales.md "Cart"): shared by the API (pricing, checkout, login merge) and the shop front.
export * from './cart.js';
export * from './cart-reading.js';
export * from './cart-choices.js';
export * from './credit-amount.js';
