// Public surface of @cuvee/accounting: the module and its tables, the FEC and accounting programs'
// file writers (the command line, the benchmark) and the framework-free rules.
export { AccountingModule, accountingEntities } from './accounting.module.js';
export {
  AccountingAccount,
  AccountingEntry,
  AccountingEntryLine,
  AccountingSequence,
} from './entries/accounting-entry.entity.js';
export { fecChunks, fecPage, planFec, FEC_PAGE_SIZE, type FecFile, type FecRequest } from './fec/fec-file.js';
export {
  journalFileChunks,
  planJournalFile,
  type JournalFile,
  type JournalFileRequest,
} from './fec/journal-file.js';
export * from './domain/index.js';
export { verifyBooks, type BooksReport } from './verification/verify-books.js';
export { seedAccountingDemo } from './demo/accounting-demo-seed.js';
