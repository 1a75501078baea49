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

describe('legalMentionLines: the other cases', () => {
  const money = { money: (cents: number) => `${cents} c` };

  test('a deposit carries the payment terms too', () => {
    expect(legalMentionLines({ ...invoice, kind: 'deposit' }, 'fr', money)[0]).toBe(
      'Conditions de paiement : 30 jours — échéance 13/04/2026.',
    );
  });

  test('without a due day the terms stop at the delay; a delay not in the list is printed as given', () => {
    expect(legalMentionLines({ ...invoice, dueDate: null }, 'fr', money)[0]).toBe(
      'Conditions de paiement : 30 jours.',
    );
    expect(legalMentionLines({ ...invoice, paymentDelay: 'à réception' }, 'fr', money)[0]).toBe(
      'Conditions de paiement : à réception — échéance 13/04/2026.',
    );
  });

  test('the penalty rate keeps its decimal point in English, the fee is the formatted amount', () => {
    const lines = legalMentionLines(invoice, 'en', money);
    expect(lines[1]).toBe(
      'Late-payment penalties: 10.5 % a year, due from the day after the due date (French Commercial Code L441-10).',
    );
    expect(lines[2]).toBe('Fixed recovery fee for late payment: 4000 c (French Commercial Code D441-5).');
  });

  test('the early-payment text loses only its final full stop', () => {
    const lines = legalMentionLines({ ...invoice, earlyPaymentDiscount: '1.5 % à 8 jours.' }, 'fr', money);
    expect(lines[3]).toBe('Escompte : 1.5 % à 8 jours.');
    expect(legalMentionLines({ ...invoice, earlyPaymentDiscount: 'Néant' }, 'fr', money)[3]).toBe(
      'Escompte : Néant.',
    );
  });
});
