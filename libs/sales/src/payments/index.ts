// Payments: the provider port, the local sandbox provider, offline payment types.
export * from './payment-provider.js';
export * from './sandbox-payment-provider.js';
export * from './offline-payments.js';
