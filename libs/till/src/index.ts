// Public surface of @cuvee/till: the Nest module and its tables, the chain's and the archives'
// verification (the command line runs them), the event it publishes, and the framework-free rules.
export { TillModule, tillEntities } from './till.module.js';
export { TillRecord, TillHead } from './records/till-record.entity.js';
export { VerificationService, tillProblemText } from './verification/verification.service.js';
export { ArchivesService } from './archives/archives.service.js';
export { archiveKeyFolderOf } from './archives/archive-key.js';
export { TillClosedEvent, type TillClosedFields } from './events/till-closed.event.js';
export { seedTillDemo } from './demo/till-demo-seed.js';
export * from './domain/index.js';
