import fc from 'fast-check';
import {
  flattenTabs,
  newTabId,
  selectTab,
  TAB_ID_PATTERN,
  tabPageName,
  tabQuery,
  tabTree,
  visibleTabs,
  type ShopTab,
  type TabRole,
} from '../shop-tabs.js';

function tab(id: string, name: string, extra: Partial<ShopTab> = {}): ShopTab {
  return { id, name, order: 0, exists: true, roles: [], content: null, filter: null, children: [], ...extra };
}

const TABS: ShopTab[] = [
  tab('vins', 'Nos vins', {
    order: 2,
    children: [
      tab('rouges', 'Rouges', { order: 1, filter: { color: 'red' } }),
      tab('blancs', 'Blancs', { order: 2, filter: { color: 'white' } }),
      tab('brouillon', 'Rosés', { order: 3, exists: false }),
    ],
  }),
  tab('domaine', 'Le Domaine', { order: 1, content: 'Depuis 1921.' }),
  tab('pros', 'Espace pro', { order: 3, roles: ['buyer'] }),
  tab('domaine-2', 'Le domaine', { order: 4, exists: true, content: 'Une autre page du même nom' }),
];

describe('tab page names', () => {
  test('lowercased, spaces replaced by hyphens', () => {
    expect(tabPageName('Le Domaine')).toBe('le-domaine');
    expect(tabPageName(' Nos  vins ')).toBe('nos--vins');
    expect(tabPageName('Crémant')).toBe('crémant');
  });
});

describe('visible tabs', () => {
  test('a visitor sees the published tabs open to everyone, in order, with their published children', () => {
    const visible = visibleTabs(TABS, 'visitor');
    expect(visible.map((t) => t.id)).toEqual(['domaine', 'vins', 'domaine-2']);
    expect(visible[1]!.children.map((t) => t.id)).toEqual(['rouges', 'blancs']);
  });

  test('tabs of the same order come in alphabetical order, accents read as their letter', () => {
    const tied = [
      tab('vins', 'Vins'),
      tab('elevage', 'Élevage', { children: [tab('futs', 'Fûts'), tab('cuves', 'Cuves')] }),
      tab('domaine', 'Domaine'),
    ];
    const visible = visibleTabs(tied, 'visitor');
    expect(visible.map((t) => t.id)).toEqual(['domaine', 'elevage', 'vins']);
    expect(visible[1]!.children.map((t) => t.id)).toEqual(['cuves', 'futs']);
  });

  test('a tab limited to buyers shows to the shop’s buyers only', () => {
    expect(visibleTabs(TABS, 'buyer').map((t) => t.id)).toContain('pros');
    for (const viewer of ['owner', 'iam', 'agent', 'visitor'] as const)
      expect(visibleTabs(TABS, viewer).map((t) => t.id)).not.toContain('pros');
  });

  test('never shows a tab that does not exist yet, nor one limited to other roles (property)', () => {
    const roles = fc.subarray<TabRole>(['buyer', 'owner', 'iam']);
    const leaf = (children: fc.Arbitrary<ShopTab[]>): fc.Arbitrary<ShopTab> =>
      fc.record({
        id: fc.string(),
        name: fc.string(),
        order: fc.integer(),
        exists: fc.boolean(),
        roles,
        content: fc.constant(null),
        filter: fc.constant(null),
        children,
      });
    const tree = fc.array(leaf(fc.array(leaf(fc.constant([])), { maxLength: 4 })), { maxLength: 6 });
    const viewer = fc.constantFrom('buyer', 'owner', 'iam', 'agent', 'visitor' as const);
    fc.assert(
      fc.property(tree, viewer, (tabs, who) => {
        for (const shown of flattenTabs(visibleTabs(tabs, who))) {
          expect(shown.exists).toBe(true);
          expect(shown.roles.length === 0 || (shown.roles as string[]).includes(who)).toBe(true);
        }
      }),
    );
  });
});

describe('choosing a tab from the query', () => {
  const visible = visibleTabs(TABS, 'visitor');

  test('by page name, children included', () => {
    expect(selectTab(visible, 'rouges', null)?.id).toBe('rouges');
    expect(selectTab(visible, 'nos-vins', null)?.id).toBe('vins');
    expect(selectTab(visible, 'Rouges', null)?.id).toBe('rouges');
  });

  test('pageid picks among tabs sharing a name; without it, the first one', () => {
    expect(selectTab(visible, 'le-domaine', null)?.id).toBe('domaine');
    expect(selectTab(visible, 'le-domaine', 'domaine-2')?.id).toBe('domaine-2');
    expect(selectTab(visible, 'le-domaine', 'unknown')?.id).toBe('domaine');
  });

  test('no page is the home; an unknown or hidden one matches nothing', () => {
    expect(selectTab(visible, null, null)).toBeNull();
    expect(selectTab(visible, 'rosés', null)).toBeNull();
    expect(selectTab(visible, 'espace-pro', null)).toBeNull();
  });

  test('the query carries pageid only when another visible tab has the same name', () => {
    expect(tabQuery(visible[1]!.children[0]!, visible)).toEqual({ page: 'rouges' });
    expect(tabQuery(visible[0]!, visible)).toEqual({ page: 'le-domaine', pageid: 'domaine' });
  });

  test('the query of a visible tab selects that very tab (property)', () => {
    const names = fc.constantFrom('Nos vins', 'Le Domaine', 'le domaine', 'Rouges', 'Accès');
    const tree = fc.array(fc.record({ name: names, children: fc.array(names, { maxLength: 3 }) }), {
      maxLength: 6,
    });
    fc.assert(
      fc.property(tree, (shape) => {
        let n = 0;
        const tabs = shape.map((t) =>
          tab(`t${n++}`, t.name, {
            order: n,
            children: t.children.map((c) => tab(`t${n++}`, c, { order: n })),
          }),
        );
        const shown = visibleTabs(tabs, 'visitor');
        for (const target of flattenTabs(shown)) {
          const query = tabQuery(target, shown);
          expect(selectTab(shown, query.page, query.pageid ?? null)?.id).toBe(target.id);
        }
      }),
    );
  });
});

describe('the tree’s shape', () => {
  test('accepts two levels with unique ids', () => {
    expect(tabTree(TABS)).toBeNull();
  });

  test('a tab or a child that is not an object is left to the field checks, never a crash', () => {
    expect(tabTree([null])).toBeNull();
    expect(tabTree([{ id: 'a', children: [null] }])).toBeNull();
  });

  test('a tab stored without a children list has none', () => {
    expect(
      tabTree([
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ]),
    ).toBeNull();
  });

  test('up to 60,000 bytes of JSON, counted in bytes, not characters', () => {
    // '[{"id":"a","content":""}]' is 25 bytes; each "é" is 2 bytes in UTF-8.
    const tree = (content: string) => [{ id: 'a', content }];
    expect(tabTree(tree('é'.repeat(29_987) + 'x'))).toBeNull(); // 25 + 59,974 + 1 = 60,000
    expect(tabTree(tree('é'.repeat(29_987) + 'xx'))).toEqual({ code: 'shops.tabsTooLong' }); // 60,001
  });

  test('at most 12 children under a tab', () => {
    const children = (count: number) => Array.from({ length: count }, (_, i) => tab(`c${i}`, `C${i}`));
    expect(tabTree([tab('a', 'A', { children: children(12) })])).toBeNull();
    expect(tabTree([tab('a', 'A', { children: children(13) })])).toEqual({
      code: 'shops.tooManyTabs',
      params: { max: 12 },
    });
    expect(tabTree(Array.from({ length: 12 }, (_, i) => tab(`t${i}`, `T${i}`)))).toBeNull();
    expect(tabTree(Array.from({ length: 13 }, (_, i) => tab(`t${i}`, `T${i}`)))).toEqual({
      code: 'shops.tooManyTabs',
      params: { max: 12 },
    });
  });

  test('refuses duplicate ids, grandchildren and too many tabs', () => {
    expect(tabTree([tab('a', 'A'), tab('b', 'B', { children: [tab('a', 'A')] })])).toEqual({
      code: 'shops.duplicateTabId',
      params: { id: 'a' },
    });
    expect(tabTree([tab('a', 'A', { children: [tab('b', 'B', { children: [tab('c', 'C')] })] })])?.code).toBe(
      'shops.tabsTooDeep',
    );
    expect(tabTree(Array.from({ length: 13 }, (_, i) => tab(`t${i}`, `T${i}`)))?.code).toBe(
      'shops.tooManyTabs',
    );
    expect(tabTree('onglets')?.code).toBe('validation.invalid');
    const long = 'é'.repeat(4999);
    const heavy = Array.from({ length: 7 }, (_, i) => tab(`t${i}`, `T${i}`, { content: long }));
    expect(tabTree(heavy)?.code).toBe('shops.tabsTooLong');
  });
});

describe('ids of new tabs', () => {
  test('from the name, URL-safe and free', () => {
    expect(newTabId('Nos vins', [])).toBe('nos-vins');
    expect(newTabId('Nos vins', ['nos-vins', 'nos-vins-2'])).toBe('nos-vins-3');
    expect(newTabId('Élevage & fûts', [])).toBe('elevage-futs');
    expect(newTabId('!!!', [])).toBe('onglet');
  });

  test('at most 24 characters before the suffix, never ending in a hyphen', () => {
    expect(newTabId('a'.repeat(40), [])).toBe('a'.repeat(24));
    // The 24th character is the hyphen between two words: cut, then dropped.
    expect(newTabId('abcdefghijklmnopqrstuvw xyz', [])).toBe('abcdefghijklmnopqrstuvw');
    expect(newTabId('a'.repeat(40), ['a'.repeat(24)])).toBe(`${'a'.repeat(24)}-2`);
  });

  test('always a valid, unused id (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string({ maxLength: 30 })), (name, taken) => {
        const id = newTabId(name, taken);
        return TAB_ID_PATTERN.test(id) && !taken.includes(id);
      }),
    );
  });
});
