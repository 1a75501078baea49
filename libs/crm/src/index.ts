// Public surface of @cuvee/crm: the module, its tables, the ports other contexts fill, demo data.
export { CrmModule, crmEntities } from './crm.module.js';
export { Client } from './clients/client.entity.js';
export { ClientContact } from './clients/client-contact.entity.js';
export { ClientTag } from './clients/client-tag.entity.js';
export { ClientWord } from './clients/client-word.entity.js';
export { ClientEvent, type ClientEventKind } from './clients/client-event.entity.js';
export { Opportunity } from './opportunities/opportunity.entity.js';
export { OpportunityStage } from './opportunities/opportunity-stage.entity.js';
export { Task } from './tasks/task.entity.js';
export { ClientCustomField } from './custom-fields/client-custom-field.entity.js';
export { ClientCustomValue } from './custom-fields/client-custom-value.entity.js';
export { ClientsService } from './clients/clients.service.js';
// The client record of a buyer who orders in a shop, made with their first order.
export { BuyerClients } from './clients/buyer-clients.js';
export type { ClientDto } from './clients/dto/client.dto.js';
export { crmScope, type CrmScope } from './crm-scope.js';
// Other contexts' imports name an existing client by email, else SIRET, else accounting code.
export {
  CLIENT_REFERENCE_COLUMNS,
  clientReferenceKey,
  clientReferenceMissing,
  findClients,
  type ClientNotFound,
  type ClientReference,
} from './clients/client-lookup.js';

// ---- Ports: how other contexts take part (ADR 0012)
export { ClientLinks, type ClientLinkProvider } from './ports/client-links.js';
export {
  CalendarSources,
  type CalendarEntry,
  type CalendarQuery,
  type CalendarSource,
} from './ports/calendar-sources.js';
export { TaskRemindersService, type TaskReminder } from './tasks/task-reminders.service.js';

// ---- Personal data: consent history, erasure, retention (ADR 0066)
export { ClientConsent } from './privacy/client-consent.entity.js';
export { ClientErasureService } from './privacy/client-erasure.service.js';
export { ErasureDto } from './privacy/dto/erasure.dto.js';
export { PRIVACY_RETENTION_JOB } from './jobs/privacy-retention.job.js';
export { PROSPECT_RETENTION_YEARS, retentionCutoff } from './domain/privacy.js';

// ---- Demo and volume data
export { seedCrmDemo, DEMO_CLIENT_COUNT } from './demo/crm-demo-seed.js';
export { insertSyntheticClients, type SyntheticClientsOptions } from './demo/synthetic-clients.js';
