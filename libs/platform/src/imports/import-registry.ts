import { DefinitionRegistry } from './definition-registry.js';
import type { ImportDefinition, ImportValues } from './import-definition.js';

/** The kinds of import the running process knows; each context registers its own when its module starts. */
export class ImportRegistry extends DefinitionRegistry<ImportDefinition> {
  constructor() {
    super('imports.unknownKind');
  }

  // Definitions are typed by their own rows; the engine only hands them rows their columns produced.
  override register<V extends ImportValues>(definition: ImportDefinition<V>): void {
    super.register(definition as unknown as ImportDefinition);
  }
}
