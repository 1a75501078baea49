// The buyer's cart (spec §3, §4): shared by the API (pricing, checkout, login merge) and the shop front.
export * from './cart.js';
export * from './cart-reading.js';
export * from './cart-choices.js';
