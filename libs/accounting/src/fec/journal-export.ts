import { centsToDecimalString } from '@cuvee/kernel';
import type { ExportDefinition, ExportScope } from '@cuvee/platform';
import { JOURNAL_LABELS, type JournalCode } from '../domain/journals.js';
import { entryLinePages } from './fec-file.js';

/** The period of an export: the days asked, else everything. */
const periodOf = (scope: ExportScope) => ({
  from: String(scope.filter.from ?? '0000-01-01'),
  to: String(scope.filter.to ?? '9999-12-31'),
});

/**
 * The journals export (zip, CSV or XLSX, through the export engine): one row per entry line with the
 * columns any accounting program's generic import takes (journal, day, voucher, account, auxiliary
 * account, label, debit, credit with a decimal comma, letter), for a period. Read by the FEC's pages.
 */
export const journalsExport: ExportDefinition = {
  kind: 'accountingJournals',
  label: { fr: 'Journaux comptables', en: 'Accounting journals' },
  permission: 'downloadAccountingExports',
  integration: 'accounting',
  filters: [
    { name: 'from', label: { fr: 'Du', en: 'From' }, type: 'date' },
    { name: 'to', label: { fr: 'Au', en: 'To' }, type: 'date' },
  ],
  sheets: [
    {
      name: 'ecritures',
      columns: [
        { key: 'journal', header: { fr: 'Journal', en: 'Journal' } },
        { key: 'journalLabel', header: { fr: 'Libellé journal', en: 'Journal name' } },
        { key: 'number', header: { fr: 'N° écriture', en: 'Entry number' } },
        { key: 'date', header: { fr: 'Date', en: 'Date' } },
        { key: 'piece', header: { fr: 'Pièce', en: 'Voucher' } },
        { key: 'account', header: { fr: 'Compte', en: 'Account' } },
        { key: 'auxAccount', header: { fr: 'Compte auxiliaire', en: 'Auxiliary account' } },
        { key: 'auxLabel', header: { fr: 'Tiers', en: 'Third party' } },
        { key: 'label', header: { fr: 'Libellé', en: 'Label' } },
        { key: 'debit', header: { fr: 'Débit', en: 'Debit' } },
        { key: 'credit', header: { fr: 'Crédit', en: 'Credit' } },
        { key: 'letter', header: { fr: 'Lettrage', en: 'Lettering' } },
      ],
      rows: (manager, scope) =>
        (async function* () {
          for await (const page of entryLinePages(manager, scope.shopId, periodOf(scope)))
            for (const line of page)
              yield {
                journal: line.journal,
                journalLabel: JOURNAL_LABELS[line.journal as JournalCode]?.[scope.locale] ?? line.journal,
                number: line.entryNumber,
                date: line.entryDate,
                piece: line.pieceRef,
                account: line.account,
                auxAccount: line.auxAccount ?? '',
                auxLabel: line.auxLabel ?? '',
                label: line.label,
                debit: centsToDecimalString(Number(line.debit), ','),
                credit: centsToDecimalString(Number(line.credit), ','),
                letter: line.letter ?? '',
              };
        })(),
    },
  ],
};
