import {
  CREDIT_STATUSES,
  DELIVERY_STATUSES,
  IMPORT_STATUSES,
  LEGAL_DOCUMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  SEPA_MANDATE_STATUSES,
  STATUS_COLOURS,
  STATUS_MEANINGS,
  STATUS_SETS,
  isStatusOf,
  statusInfo,
  statusLabel,
  type StatusSetName,
} from '../statuses.js';

describe('status sets', () => {
  test('exact lists, in their stored order', () => {
    expect(ORDER_STATUSES).toEqual([
      'draft',
      'pending',
      'validated',
      'refused',
      'cancelled',
      'aborted',
      'expired',
      'invoiced',
      'error',
    ]);
    expect(DELIVERY_STATUSES).toEqual([
      'pending',
      'preparation',
      'pendingPickup',
      'pickup',
      'transit',
      'partiallyDelivered',
      'partiallyReturned',
      'delivered',
      'returned',
      'error',
      'exception',
    ]);
    expect(PAYMENT_STATUSES).toEqual([
      'pending',
      'setup',
      'processing',
      'requiresAction',
      'paid',
      'partial',
      'missing',
      'refunded',
      'error',
      'cancelled',
      'scheduled',
    ]);
    expect(CREDIT_STATUSES).toEqual(['full', 'partial', 'empty', 'cancelled']);
    expect(LEGAL_DOCUMENT_STATUSES).toEqual([
      'pending',
      'generated',
      'processing',
      'incomplete',
      'completed',
      'rejected',
      'cancelled',
      'error',
    ]);
    expect(SEPA_MANDATE_STATUSES).toEqual(['pending', 'processing', 'completed', 'error']);
    expect(IMPORT_STATUSES).toEqual(['pending', 'processing', 'completed', 'reverted', 'error']);
  });

  test('meaning and colour groups', () => {
    expect(STATUS_COLOURS).toEqual(['grey', 'lightBlue', 'blue', 'red']);
    expect(STATUS_MEANINGS).toEqual(['waiting', 'cancel', 'online', 'finished', 'error']);
  });

  test('every status of every set has a meaning, a colour and both labels', () => {
    for (const set of Object.keys(STATUS_SETS) as StatusSetName[]) {
      for (const status of STATUS_SETS[set].statuses) {
        const info = statusInfo(set, status);
        expect(STATUS_MEANINGS).toContain(info.meaning);
        expect(STATUS_COLOURS).toContain(info.colour);
        expect(info.hex).toMatch(/^#[0-9a-fA-F]{6}$/);
        expect(info.label.fr).not.toBe('');
        expect(info.label.en).not.toBe('');
      }
      // The table has no status beyond the list.
      expect(Object.keys(STATUS_SETS[set].table).sort()).toEqual([...STATUS_SETS[set].statuses].sort());
    }
  });

  test('colour follows meaning: waiting grey, online light blue, finished blue, cancel and error red', () => {
    expect(statusInfo('order', 'draft')).toMatchObject({
      meaning: 'waiting',
      colour: 'grey',
      hex: '#ABB5C9',
    });
    expect(statusInfo('order', 'validated')).toMatchObject({ meaning: 'online', colour: 'lightBlue' });
    expect(statusInfo('order', 'invoiced')).toMatchObject({
      meaning: 'finished',
      colour: 'blue',
      hex: '#219EBC',
    });
    expect(statusInfo('order', 'cancelled')).toMatchObject({ meaning: 'cancel', colour: 'red' });
    expect(statusInfo('delivery', 'exception')).toMatchObject({
      meaning: 'error',
      colour: 'red',
      hex: '#d0312d',
    });
    expect(statusInfo('payment', 'paid')).toMatchObject({ meaning: 'finished', colour: 'blue' });
    expect(statusInfo('import', 'reverted')).toMatchObject({ meaning: 'cancel', colour: 'red' });
  });

  test('the error status of each set means error', () => {
    for (const set of ['order', 'delivery', 'payment', 'legalDocument', 'sepaMandate', 'import'] as const) {
      expect(statusInfo(set, 'error').meaning).toBe('error');
    }
  });

  test('labels', () => {
    expect(statusLabel('order', 'invoiced', 'fr')).toBe('Facturée');
    expect(statusLabel('order', 'invoiced', 'en')).toBe('Invoiced');
    expect(statusLabel('legalDocument', 'pending', 'fr')).toBe('Brouillon');
  });

  test('isStatusOf and unknown statuses', () => {
    expect(isStatusOf('credit', 'empty')).toBe(true);
    expect(isStatusOf('credit', 'paid')).toBe(false);
    expect(isStatusOf('order', 42)).toBe(false);
    expect(() => statusInfo('order', 'paid' as never)).toThrow(RangeError);
  });
});
