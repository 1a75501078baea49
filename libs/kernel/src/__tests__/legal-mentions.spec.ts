import { documentDay, legalMentionLines, type MentionFacts } from '../legal-mentions.js';
import { formatMoney } from '../money.js';

const invoice: MentionFacts = {
  kind: 'invoice',
  notes: null,
  paymentDelay: 'days30',
  dueDate: '2026-04-13',
  penaltyRate: 10.5,
  recoveryFee: 4000,
  earlyPaymentDiscount: 'Pas d’escompte pour paiement anticipé.',
  chargesVat: true,
  totalDuties: 0,
  footer: null,
};

describe('legalMentionLines', () => {
  test('an invoice: terms with the due day, penalties, the 40 € fee, the early-payment discount', () => {
    expect(legalMentionLines(invoice, 'fr', { money: (cents) => formatMoney(cents, 'fr') })).toEqual([
      'Conditions de paiement : 30 jours — échéance 13/04/2026.',
      'Pénalités de retard : 10,5 % par an, exigibles dès le lendemain de la date d’échéance (art. L441-10 du Code de commerce).',
      `Indemnité forfaitaire pour frais de recouvrement due en cas de retard de paiement : ${formatMoney(4000, 'fr')} (art. D441-5 du Code de commerce).`,
      'Escompte : Pas d’escompte pour paiement anticipé.',
    ]);
  });

  test('in English, with notes, the VAT franchise, duties paid and the footer in print order', () => {
    const lines = legalMentionLines(
      { ...invoice, notes: 'PO 42', chargesVat: false, totalDuties: 120, footer: 'IBAN FR76…' },
      'en',
      { money: (cents) => formatMoney(cents, 'en') },
    );
    expect(lines[0]).toBe('PO 42');
    expect(lines[1]).toBe('Payment terms: 30 days — due date 13/04/2026.');
    expect(lines.slice(-3)).toEqual([
      'VAT not applicable, art. 293 B of the French Tax Code.',
      'Excise duties and social security levy paid, included in the VAT base.',
      'IBAN FR76…',
    ]);
  });

  test('quotes and credit notes carry no payment terms', () => {
    for (const kind of ['quote', 'creditNote'] as const)
      expect(legalMentionLines({ ...invoice, kind }, 'fr', { money: String })).toEqual([]);
  });

  test('documentDay writes DD/MM/YYYY, a missing day as a dash', () => {
    expect(documentDay('2026-03-04')).toBe('04/03/2026');
    expect(documentDay(null)).toBe('—');
  });
});
