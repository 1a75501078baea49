import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { IssuedDocumentRef } from './billable-sources.js';

/**
 * Work that must commit or fail with a document's number: called inside the numbering transaction,
 * after the number is drawn and the row written. A throw rolls everything back and the number is
 * not used (the concurrency test injects its failures here).
 */
export type IssueHook = (
  manager: EntityManager,
  shopId: number,
  document: IssuedDocumentRef,
) => Promise<void>;

@Injectable()
export class IssueHooks {
  private readonly hooks: IssueHook[] = [];

  register(hook: IssueHook): () => void {
    this.hooks.push(hook);
    return () => {
      const index = this.hooks.indexOf(hook);
      if (index >= 0) this.hooks.splice(index, 1);
    };
  }

  async run(manager: EntityManager, shopId: number, document: IssuedDocumentRef): Promise<void> {
    for (const hook of this.hooks) await hook(manager, shopId, document);
  }
}
