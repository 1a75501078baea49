import { expect, test } from '@jest/globals';
import { visibleMenu, type GuardUser } from '@cuvee/kernel';
import { searchIndex, searchPages } from '../search-index';

function entriesFor(user: GuardUser) {
  return searchIndex(
    visibleMenu(user.role, user.access, user.integrations),
    user,
    'fr',
    'Créer',
    'Paramètres',
  );
}

const owner: GuardUser = { role: 'owner', shopId: 1, access: null, integrations: null };
const buyer: GuardUser = { role: 'buyer', shopId: null, access: null, integrations: null };

test('the imports and exports pages, outside the menus, are found by search', () => {
  expect(searchPages(entriesFor(owner), 'import').map((entry) => entry.path)).toContain('/dashboard/imports');
  expect(searchPages(entriesFor(owner), 'excel').map((entry) => entry.path)).toEqual(
    expect.arrayContaining(['/dashboard/imports', '/dashboard/exports']),
  );
});

test('a page the route guard would refuse is not offered', () => {
  expect(entriesFor(buyer).map((entry) => entry.path)).not.toContain('/dashboard/exports');
});

test('the API keys and webhooks, in the integrations section, are found by search', () => {
  for (const words of ['webhook', 'clé api', 'api keys']) {
    expect(searchPages(entriesFor(owner), words).map((entry) => entry.path)).toContain(
      '/dashboard/settings?link=integrations',
    );
  }
});
