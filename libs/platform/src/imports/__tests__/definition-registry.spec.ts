import { ForbiddenException } from '@nestjs/common';
import type { Permission } from '@cuvee/kernel';
import { DefinitionRegistry } from '../definition-registry.js';
import { cells } from '../cell-parsers.js';
import { undocumentedColumns, type OperationActor } from '../import-definition.js';

describe('the kinds an actor may use', () => {
  const registry = new DefinitionRegistry<{ kind: string; permission?: Permission | readonly Permission[] }>(
    'imports.unknownKind',
  );
  registry.register({ kind: 'products', permission: 'createProduct' });
  registry.register({ kind: 'clients', permission: 'createClient' });
  registry.register({ kind: 'notes' });
  registry.register({ kind: 'prices', permission: ['seeAllPrice', 'createProduct'] });
  const actor = (permissions: OperationActor['permissions']): OperationActor => ({
    shopId: 1,
    userId: 1,
    locale: 'fr',
    permissions,
  });

  test('those whose permission they hold, and those that ask for none, by kind', () => {
    expect(registry.allowed(actor(['createClient'])).map((definition) => definition.kind)).toEqual([
      'clients',
      'notes',
    ]);
    expect(registry.allowed(actor('all')).map((definition) => definition.kind)).toEqual([
      'clients',
      'notes',
      'prices',
      'products',
    ]);
  });

  test('a list of permissions is needed whole', () => {
    const kinds = (permissions: OperationActor['permissions']) =>
      registry.allowed(actor(permissions)).map((definition) => definition.kind);
    expect(kinds(['createProduct'])).toEqual(['notes', 'products']);
    expect(kinds(['seeAllPrice'])).toEqual(['notes']);
    expect(kinds(['seeAllPrice', 'createProduct'])).toEqual(['notes', 'prices', 'products']);
  });

  test('the one kind asked for answers the same: the definition, or 403', () => {
    const collaborator = actor(['createClient']);
    expect(registry.allowedFor(collaborator, 'clients').kind).toBe('clients');
    expect(registry.allowedFor(collaborator, 'notes').kind).toBe('notes');
    expect(() => registry.allowedFor(collaborator, 'products')).toThrow(ForbiddenException);
  });
});

describe('columns a template can explain', () => {
  test('help in both languages and an example the column reads; the others are named', () => {
    const price = { field: 'price', label: { fr: 'Prix', en: 'Price' }, synonyms: [], parse: cells.cents() };
    const help = { fr: 'En euros', en: 'In euros' };
    expect(
      undocumentedColumns([
        { ...price, help, example: '12,50' },
        { ...price, field: 'noExample', help },
        { ...price, field: 'halfHelp', help: { fr: 'En euros', en: ' ' }, example: '1' },
        { ...price, field: 'unreadable', help, example: 'douze' },
      ]),
    ).toEqual(['noExample', 'halfHelp', 'unreadable']);
  });
});
