import { Injectable } from '@nestjs/common';
import { shopScope } from '@cuvee/iam';
import {
  Database,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import { accountTitle } from '../domain/chart.js';
import { AccountingAccount, AccountingEntryLine } from './accounting-entry.entity.js';
import type { EntryLineDto } from './dto/entry-line.dto.js';

const ENTRY_LINES_LIST: ListDefinition = {
  resource: 'accounting-entries',
  sortable: { id: 'l.id', entryDate: 'l.entryDate', account: 'l.account' },
  filters: {
    id: { kind: 'equals', column: 'l.id', type: 'number' },
    journal: { kind: 'equals', column: 'l.journal', type: 'string' },
    account: { kind: 'equals', column: 'l.account', type: 'string' },
    auxAccount: { kind: 'equals', column: 'l.auxAccount', type: 'string' },
    entryId: { kind: 'equals', column: 'l.entryId', type: 'number' },
    matchKey: { kind: 'equals', column: 'l.matchKey', type: 'number' },
    letter: { kind: 'equals', column: 'l.letter', type: 'string' },
    pieceRef: { kind: 'equals', column: 'l.pieceRef', type: 'string' },
    q: { kind: 'search', columns: ['l.label', 'l.pieceRef', 'l.auxLabel'] },
  },
  defaultSort: ['id', 'ASC'],
  idColumn: 'l.id',
};

/** The journals' lines, one page at a time (the books screen, the checks of an accountant). */
@Injectable()
export class EntriesService {
  constructor(private readonly database: Database) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<EntryLineDto>> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const builder = manager
      .getRepository(AccountingEntryLine)
      .createQueryBuilder('l')
      .where('l.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, ENTRY_LINES_LIST), ENTRY_LINES_LIST);
    const own = new Map(
      (await manager.getRepository(AccountingAccount).findBy({ shopId })).map((a) => [a.number, a.title]),
    );
    return {
      ...page,
      rows: page.rows.map((line) => ({
        id: line.id,
        entryId: line.entryId,
        journal: line.journal,
        entryNumber: line.entryNumber,
        entryDate: line.entryDate,
        pieceRef: line.pieceRef,
        account: line.account,
        accountTitle: accountTitle(line.account, own),
        auxAccount: line.auxAccount,
        auxLabel: line.auxLabel,
        label: line.label,
        debit: line.debit,
        credit: line.credit,
        matchKey: line.matchKey,
        letter: line.letter,
        letteredOn: line.letteredOn,
      })),
    };
  }
}
