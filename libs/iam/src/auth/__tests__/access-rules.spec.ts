import 'reflect-metadata';
import type { RequestContext } from '@cuvee/platform';
import { Access, accessText, ACCESS_EXTENSION, Public } from '../access.decorators.js';
import { allows } from '../access.guard.js';

type Identity = NonNullable<RequestContext['user']>;

const base: Identity = {
  userId: 1,
  role: 'iam',
  shopId: 7,
  access: { role: 'iam', blocked: false, authorizations: { createProduct: true } },
  permissions: ['createProduct'],
  integrations: ['stocks'],
  sessionId: 'family',
};

describe('allows: the decision of @Access once the caller is known', () => {
  test('no requirement: any logged-in user', () => {
    expect(allows(base, {})).toBe(true);
  });

  test('roles', () => {
    expect(allows(base, { roles: ['owner', 'iam'] })).toBe(true);
    expect(allows(base, { roles: ['owner'] })).toBe(false);
  });

  test('permission held or not in the current shop', () => {
    expect(allows(base, { permission: 'createProduct' })).toBe(true);
    expect(allows(base, { permission: 'createAgent' })).toBe(false);
  });

  test('a list of permissions needs every one of them', () => {
    expect(allows(base, { permission: ['createProduct'] })).toBe(true);
    expect(allows(base, { permission: ['createProduct', 'createAgent'] })).toBe(false);
  });

  test('integration active or not in the current shop', () => {
    expect(allows(base, { integration: 'stocks' })).toBe(true);
    expect(allows(base, { integration: 'crm' })).toBe(false);
    expect(allows({ ...base, integrations: ['stocks', 'crm'] }, { integration: ['stocks', 'crm'] })).toBe(
      true,
    );
    expect(allows(base, { integration: ['stocks', 'crm'] })).toBe(false);
  });

  test('blocked in the current shop: refused even when role and permission match', () => {
    const blocked: Identity = { ...base, access: { ...base.access!, blocked: true } };
    expect(allows(blocked, { roles: ['iam'] })).toBe(false);
    expect(allows(blocked, { permission: 'createProduct' })).toBe(false);
  });

  test('blocked in the current shop: even endpoints open to any logged-in user refuse', () => {
    const blocked: Identity = { ...base, access: { ...base.access!, blocked: true } };
    expect(allows(blocked, {})).toBe(false);
  });

  test('no shop: permission and integration requirements fail, role-only ones pass', () => {
    const admin: Identity = {
      ...base,
      role: 'admin',
      shopId: null,
      access: null,
      permissions: [],
      integrations: [],
    };
    expect(allows(admin, { roles: ['admin'] })).toBe(true);
    expect(allows(admin, { permission: 'createProduct' })).toBe(false);
    expect(allows(admin, { integration: 'stocks' })).toBe(false);
  });
});

describe('the decorators document the rule in OpenAPI', () => {
  class Probe {
    @Access({ roles: ['owner', 'iam'], permission: 'createProduct', integration: 'stocks' })
    guarded(): void {}

    @Public()
    open(): void {}
  }
  const extension = (method: () => void) =>
    (Reflect.getMetadata('swagger/apiExtension', method) as Record<string, unknown>)[ACCESS_EXTENSION];
  const description = (method: () => void) =>
    (Reflect.getMetadata('swagger/apiOperation', method) as { description: string }).description;

  test('x-cuvee-access and the description carry roles, permission and integration', () => {
    expect(extension(Probe.prototype.guarded)).toEqual({
      roles: ['owner', 'iam'],
      permission: 'createProduct',
      integration: 'stocks',
    });
    expect(description(Probe.prototype.guarded)).toBe(
      'Accès : rôles owner, iam ; permission createProduct ; module stocks actif.',
    );
  });

  test('a public endpoint says so', () => {
    expect(extension(Probe.prototype.open)).toEqual({ public: true });
    expect(description(Probe.prototype.open)).toBe('Accès : public.');
  });

  test('no requirement reads "any logged-in user"', () => {
    expect(accessText({})).toBe('Accès : rôles tout utilisateur connecté.');
  });

  test('an operation closed to API keys says so', () => {
    expect(accessText({ roles: ['buyer', 'iam'], apiKeys: false })).toBe(
      'Accès : rôles buyer, iam ; pas de clé API.',
    );
  });
});
