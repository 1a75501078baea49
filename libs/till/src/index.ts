// Public surface of @cuvee/till: the Nest module and its tables, the chain's verification (the command
// line runs it), the event it publishes, and the framework-free rules.
export { TillModule, tillEntities } from './till.module.js';
export { TillRecord, TillHead } from './records/till-record.entity.js';
export { VerificationService } from './verification/verification.service.js';
export { TillClosedEvent, type TillClosedFields } from './events/till-closed.event.js';
export { seedTillDemo } from './demo/till-demo-seed.js';
export * from './domain/index.js';
