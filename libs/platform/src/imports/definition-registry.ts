import { ForbiddenException } from '@nestjs/common';
import type { Integration, MessageKey, Permission } from '@cuvee/kernel';
import type { OperationActor } from './import-definition.js';
import { badRequest, OperationError } from './operation-error.js';

/**
 * Definitions by kind; contexts register theirs when their module starts (like job processors).
 * Asking for a kind nobody registered is an error that lists the known ones.
 */
export class DefinitionRegistry<
  T extends { kind: string; permission?: Permission | readonly Permission[]; integration?: Integration },
> {
  private readonly definitions = new Map<string, T>();

  constructor(private readonly unknownKind: MessageKey) {}

  register(definition: T): void {
    if (this.definitions.has(definition.kind)) {
      throw new Error(`A definition is already registered for "${definition.kind}"`);
    }
    this.definitions.set(definition.kind, definition);
  }

  find(kind: string): T | undefined {
    return this.definitions.get(kind);
  }

  /** The definition of `kind`, or an OperationError naming the kinds there are. */
  require(kind: string): T {
    const definition = this.definitions.get(kind);
    if (!definition) {
      throw new OperationError(this.unknownKind, { kind, known: this.kinds().join(', ') || '-' });
    }
    return definition;
  }

  /**
   * The definition `actor` may use: 400 for an unknown kind (listing the known ones), 403 without its
   * permission or with its module switched off.
   */
  allowedFor(actor: OperationActor, kind: string): T {
    let definition: T;
    try {
      definition = this.require(kind);
    } catch (error) {
      throw error instanceof OperationError ? badRequest(error, actor.locale) : error;
    }
    if (!usableBy(actor, definition)) throw new ForbiddenException('error.forbidden');
    return definition;
  }

  /** The definitions `actor` may use, by kind (what a screen offers them). */
  allowed(actor: OperationActor): T[] {
    return this.kinds()
      .map((kind) => this.definitions.get(kind)!)
      .filter((definition) => usableBy(actor, definition));
  }

  kinds(): string[] {
    return [...this.definitions.keys()].sort();
  }
}

/** The platform itself ('all') uses every kind; a user needs the kind's permissions and module. */
function usableBy(
  actor: OperationActor,
  { permission, integration }: { permission?: Permission | readonly Permission[]; integration?: Integration },
): boolean {
  if (actor.permissions === 'all') return true;
  const needed: readonly Permission[] = permission === undefined ? [] : [permission].flat();
  const held = actor.permissions;
  if (!needed.every((one) => held.includes(one))) return false;
  return !integration || (actor.integrations ?? []).includes(integration);
}
