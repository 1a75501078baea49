import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientContact } from './clients/client-contact.entity.js';
import { ClientEvent } from './clients/client-event.entity.js';
import { ClientMergeService } from './clients/client-merge.service.js';
import { BuyerClients } from './clients/buyer-clients.js';
import { ClientRecords } from './clients/client-records.js';
import { ClientTag } from './clients/client-tag.entity.js';
import { ClientTimelineService } from './clients/client-timeline.service.js';
import { ClientWord } from './clients/client-word.entity.js';
import { Client } from './clients/client.entity.js';
import { ClientsController } from './clients/clients.controller.js';
import { ClientsService } from './clients/clients.service.js';
import { ClientCustomField } from './custom-fields/client-custom-field.entity.js';
import { ClientCustomFieldsController } from './custom-fields/client-custom-fields.controller.js';
import { ClientCustomFieldsService } from './custom-fields/client-custom-fields.service.js';
import { ClientCustomValue } from './custom-fields/client-custom-value.entity.js';
import { ClientCustomValues } from './custom-fields/client-custom-values.js';
import { ClientsImportExport } from './imports/clients-import-export.js';
import { ProspectionController } from './clients/prospection.controller.js';
import { ProspectionService } from './clients/prospection.service.js';
import {
  OpportunitiesController,
  OpportunityStagesController,
} from './opportunities/opportunities.controller.js';
import { OpportunitiesService } from './opportunities/opportunities.service.js';
import { OpportunityStage } from './opportunities/opportunity-stage.entity.js';
import { Opportunity } from './opportunities/opportunity.entity.js';
import { CalendarSources } from './ports/calendar-sources.js';
import { ClientLinks } from './ports/client-links.js';
import { CalendarService } from './tasks/calendar.service.js';
import { TaskRemindersService } from './tasks/task-reminders.service.js';
import { Task } from './tasks/task.entity.js';
import { CalendarController, TasksController } from './tasks/tasks.controller.js';
import { TasksService } from './tasks/tasks.service.js';
import { TeamDirectory } from './team-directory.js';
import { PrivacyRetentionJob } from './jobs/privacy-retention.job.js';
import { ClientConsent } from './privacy/client-consent.entity.js';
import { ClientErasureService } from './privacy/client-erasure.service.js';
import { ClientPrivacyController } from './privacy/client-privacy.controller.js';
import { CrmPersonalData } from './privacy/crm-personal-data.js';

/** Every table of the context, for the schema package (migrations/schema.ts). */
export const crmEntities = [
  Client,
  ClientContact,
  ClientTag,
  ClientWord,
  ClientEvent,
  OpportunityStage,
  Opportunity,
  Task,
  ClientConsent,
  ClientCustomField,
  ClientCustomValue,
];

/**
 * CRM: clients and prospects, their contacts and timeline, the opportunity pipeline, prospection, tasks
 * and the calendar. Other contexts take part through ClientLinks (documents of a client) and
 * CalendarSources (their calendar entries); reminders leave through TaskRemindersService.
 */
@Module({
  imports: [TypeOrmModule.forFeature(crmEntities)],
  controllers: [
    ClientsController,
    ProspectionController,
    OpportunitiesController,
    OpportunityStagesController,
    TasksController,
    CalendarController,
    ClientPrivacyController,
    ClientCustomFieldsController,
  ],
  providers: [
    TeamDirectory,
    ClientLinks,
    CalendarSources,
    ClientRecords,
    ClientsService,
    BuyerClients,
    ClientMergeService,
    ProspectionService,
    OpportunitiesService,
    TasksService,
    ClientTimelineService,
    CalendarService,
    TaskRemindersService,
    ClientsImportExport,
    // The custom fields of clients (settings "crm", ADR 0091).
    ClientCustomValues,
    ClientCustomFieldsService,
    // Clients' personal data: the CRM's share, the erasure and the daily retention job (ADR 0066).
    CrmPersonalData,
    ClientErasureService,
    PrivacyRetentionJob,
  ],
  exports: [
    ClientLinks,
    CalendarSources,
    ClientsService,
    BuyerClients,
    TaskRemindersService,
    ClientErasureService,
  ],
})
export class CrmModule {}
