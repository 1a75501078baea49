import { expect, test } from '@jest/globals';
import type { ShopTab } from '@cuvee/kernel';
import { addTab, moveTab, removeTab, updateTab } from '../tab-edits';

const tree = (): ShopTab[] => {
  let tabs = addTab([], 'Le domaine', null);
  tabs = addTab(tabs, 'Nos vins', null);
  tabs = addTab(tabs, 'Rouges', 1);
  return addTab(tabs, 'Blancs', 1);
};

test('adding gives unique ids from the names, orders from the positions', () => {
  const tabs = addTab(tree(), 'Nos vins', null);
  expect(tabs.map((t) => [t.id, t.order])).toEqual([
    ['le-domaine', 1],
    ['nos-vins', 2],
    ['nos-vins-2', 3],
  ]);
  expect(tabs[1]!.children.map((t) => [t.id, t.order, t.exists])).toEqual([
    ['rouges', 1, true],
    ['blancs', 2, true],
  ]);
});

test('moving swaps with the neighbour and renumbers; at an end nothing moves', () => {
  const tabs = moveTab(tree(), [1, 1], -1);
  expect(tabs[1]!.children.map((t) => [t.name, t.order])).toEqual([
    ['Blancs', 1],
    ['Rouges', 2],
  ]);
  expect(moveTab(tree(), [0], -1)).toEqual(tree());
  expect(moveTab(tree(), [0], 1).map((t) => t.name)).toEqual(['Nos vins', 'Le domaine']);
});

test('updating and removing act on the tab of the path only', () => {
  const renamed = updateTab(tree(), [1, 0], { name: 'Vins rouges', filter: { color: 'red' } });
  expect(renamed[1]!.children[0]).toMatchObject({
    id: 'rouges',
    name: 'Vins rouges',
    filter: { color: 'red' },
  });
  expect(renamed[0]).toEqual(tree()[0]);
  const removed = removeTab(tree(), [1, 0]);
  expect(removed[1]!.children.map((t) => [t.name, t.order])).toEqual([['Blancs', 1]]);
  expect(removeTab(tree(), [0]).map((t) => [t.name, t.order])).toEqual([['Nos vins', 1]]);
});
