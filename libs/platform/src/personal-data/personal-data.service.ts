import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import type { Labels } from '@cuvee/kernel';
import type { ExportDefinition } from '../exports/export-definition.js';
import { ExportRegistry } from '../exports/export-registry.js';
import {
  PERSONAL_DATA_CLIENT_FILTER,
  PersonalDataHolder,
  type AccountSections,
  type ClientSubject,
  type ErasedData,
  type KeptData,
} from './personal-data-holder.js';

/** The kind of export that gathers everything held about one client. */
export const PERSONAL_DATA_EXPORT = 'personalData';

const IDENTITY_HELD: Labels = {
  fr: "Gardées pour l'instant : voir pourquoi l'effacement est partiel",
  en: 'Kept for now: see why the erasure is partial',
};

/** What an erasure of a client does, every context's share together. */
export interface ErasurePlan {
  readonly erased: readonly (ErasedData & { context: string })[];
  readonly kept: readonly (KeptData & { context: string })[];
  /** Why the identity stays for now; empty when the erasure is whole. */
  readonly holdsIdentity: readonly Labels[];
  readonly partial: boolean;
}

/**
 * Clients' personal data across contexts (ADR 0066): the portable export (a kind of export whose
 * sheets are every holder's) and the erasure, planned then carried out in one transaction by every
 * context marked `@PersonalDataHolder`; and the same two for a user's own account. Who may ask, and for which client, is the caller's business
 * (the CRM's routes and the command line).
 */
@Injectable()
export class PersonalDataService implements OnApplicationBootstrap {
  private found: { context: string; holder: PersonalDataHolder }[] | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly exports: ExportRegistry,
  ) {}

  /** Once every module has started, so every holder is there: the export kind. */
  onApplicationBootstrap(): void {
    if (this.holders().length > 0) this.exports.register(this.exportDefinition());
  }

  async plan(manager: EntityManager, subject: ClientSubject): Promise<ErasurePlan> {
    const erased: (ErasedData & { context: string })[] = [];
    const kept: (KeptData & { context: string })[] = [];
    const holdsIdentity: Labels[] = [];
    const identities: (ErasedData & { context: string })[] = [];
    for (const { context, holder } of this.holders()) {
      if (!holder.plan) continue;
      const plan = await holder.plan(manager, subject);
      erased.push(...plan.erased.filter((line) => line.count > 0).map((line) => ({ ...line, context })));
      kept.push(...plan.kept.filter((line) => line.count > 0).map((line) => ({ ...line, context })));
      holdsIdentity.push(...plan.holdsIdentity);
      if (plan.identity && plan.identity.count > 0) identities.push({ ...plan.identity, context });
    }
    const partial = holdsIdentity.length > 0;
    // The identity goes with a whole erasure; a partial one keeps it, for the reasons it gives.
    if (partial) kept.unshift(...identities.map((line) => ({ ...line, why: IDENTITY_HELD, until: null })));
    else erased.unshift(...identities);
    return { erased, kept, holdsIdentity, partial };
  }

  /** Erases what the plan says, in the caller's transaction; returns the plan carried out. */
  async erase(manager: EntityManager, subject: ClientSubject, at = new Date()): Promise<ErasurePlan> {
    const plan = await this.plan(manager, subject);
    for (const { holder } of this.holders())
      await holder.erase?.(manager, subject, { identityHeld: plan.partial, at });
    return plan;
  }

  /** Everything held about a user's account, by context then section (the account's own export). */
  async accountData(manager: EntityManager, userId: number): Promise<Record<string, AccountSections>> {
    const data: Record<string, AccountSections> = {};
    for (const { context, holder } of this.holders())
      if (holder.accountData) data[context] = await holder.accountData(manager, userId);
    return data;
  }

  /** Every context's part of erasing a user's account, in the caller's transaction. */
  async eraseAccount(manager: EntityManager, userId: number, at = new Date()): Promise<void> {
    for (const { holder } of this.holders()) await holder.eraseAccount?.(manager, userId, at);
  }

  private exportDefinition(): ExportDefinition {
    return {
      kind: PERSONAL_DATA_EXPORT,
      label: { fr: "Données personnelles d'un client", en: "A client's personal data" },
      permission: 'seeAllClient',
      filters: [
        {
          name: PERSONAL_DATA_CLIENT_FILTER,
          label: { fr: 'Client', en: 'Client' },
          type: 'reference',
          resource: 'clients',
          required: true,
        },
      ],
      // One file per context and sheet (crm-client.csv, billing-documents.csv…).
      sheets: this.holders().flatMap(({ context, holder }) =>
        (holder.sheets ?? []).map((sheet) => ({ ...sheet, name: `${context}-${sheet.name}` })),
      ),
    };
  }

  /** The holders, by context name so that plans and files always come in the same order. */
  private holders(): { context: string; holder: PersonalDataHolder }[] {
    this.found ??= this.discovery
      .getProviders({ metadataKey: PersonalDataHolder.KEY })
      .flatMap((wrapper) => {
        const context = this.discovery.getMetadataByDecorator(PersonalDataHolder, wrapper);
        const holder = wrapper.instance as PersonalDataHolder | undefined;
        return context && holder ? [{ context, holder }] : [];
      })
      .sort((a, b) => a.context.localeCompare(b.context));
    return this.found;
  }
}
