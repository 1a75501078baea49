import { DefinitionRegistry } from '../imports/definition-registry.js';
import type { ExportDefinition } from './export-definition.js';

/** The kinds of export the running process knows; each context registers its own when its module starts. */
export class ExportRegistry extends DefinitionRegistry<ExportDefinition> {
  constructor() {
    super('exports.unknownKind');
  }
}
