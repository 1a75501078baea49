import { expect, test } from '@jest/globals';
import { en } from '../en';
import { fr } from '../fr';

/** Every dotted key of a texts table, with its text. */
function entries(table: object, prefix = ''): [string, unknown][] {
  return Object.entries(table).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? entries(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

test('the English texts have exactly the keys of the French ones', () => {
  const keys = (table: object) =>
    entries(table)
      .map(([key]) => key)
      .sort();
  expect(keys(en)).toEqual(keys(fr));
});

test('no text is empty in either language', () => {
  for (const table of [fr, en]) {
    const empty = entries(table).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(empty).toEqual([]);
  }
});

/**
 * The few words French and English write alike, which a French text may share with its English one,
 * and the names of accounting programs.
 */
const SAME_IN_BOTH = new Set([
  'Cegid Quadra (ASCII)',
  'EBP (ASCII)',
  'Action',
  'Actions',
  'Active',
  'Administration',
  'Allocations',
  'Anomalies',
  'Agent',
  'Agents',
  'Appellation',
  'Budget',
  'Capsules',
  'Cartons',
  'Catalogue',
  'Client',
  'Clients',
  'Commission',
  'Commissions',
  'Commission (%)',
  'Condition',
  'Contact',
  'Contacts',
  'Date',
  'Description',
  'Destination',
  'Destruction',
  'Distillation',
  'Document',
  'Documents',
  'EAN',
  'Email',
  'Export',
  'Exports',
  'Express',
  'Format',
  'Formats',
  'France',
  'Import',
  'Imports',
  'Instructions',
  'Journal',
  'Labels',
  'Lots',
  'Maintenance',
  'Message',
  'NIC',
  'Note',
  'Notes',
  'Notifications',
  'Option',
  'Permissions',
  'permission(s)',
  'Photos',
  'Production',
  'Promotions',
  'Prospect',
  'QR code',
  'SIREN',
  'SIRET',
  'Signature',
  'Standard',
  'Style',
  'Ticket',
  'Total',
  'Type',
  'Typologies',
  'Versions',
  'Visible',
  'Webhooks',
]);

test('no English is left in the French texts', () => {
  const english = new Map(entries(en));
  const leftovers = entries(fr).filter(
    ([key, text]) =>
      typeof text === 'string' &&
      // Interpolation alone ('{{status}}', 'v{{n}}', 'code {{code}}') is no word of either language.
      text.replace(/\{\{\w+\}\}/g, '').replace(/[^\p{L}]/gu, '').length > 4 &&
      ((text === english.get(key) && !SAME_IN_BOTH.has(text.replace(/\{\{\w+\}\}/g, '').trim())) ||
        /\bdashboard\b/i.test(text)),
  );
  expect(leftovers).toEqual([]);
});
