import { useSearchParams } from 'react-router-dom';
import { usePermission, type DocumentKind } from './billing-shared';
import { CreditNoteCreate } from './CreditNoteCreate';
import { DepositCreate } from './DepositCreate';
import { DocumentEditor } from './DocumentEditor';
import { CREATE_PERMISSION, DocumentList } from './DocumentList';
import { DocumentShow } from './DocumentShow';

/**
 * The page of one kind of document at its route path (/dashboard/orders/quotes, /bills, /deposits,
 * /credits). The kernel's route table holds those paths only, so a document and the forms open on the
 * same page with the query: ?id=12 (the document), ?id=12&edit (its draft form), ?new (a new draft;
 * a credit note with &invoiceId=, a deposit with an optional &quoteId=).
 */
export default function DocumentsPage({ kind }: { kind: DocumentKind }) {
  const [params] = useSearchParams();
  const can = usePermission();
  const id = Number(params.get('id')) || null;
  const writes = can(CREATE_PERMISSION[kind]);
  if (params.has('new') && writes) {
    if (kind === 'deposit') return <DepositCreate />;
    if (kind === 'creditNote') {
      const invoiceId = Number(params.get('invoiceId'));
      if (invoiceId) return <CreditNoteCreate invoiceId={invoiceId} />;
    } else return <DocumentEditor key="new" kind={kind} id={null} />;
  }
  if (id !== null) {
    if (params.has('edit') && writes && (kind === 'quote' || kind === 'invoice'))
      return <DocumentEditor key={id} kind={kind} id={id} />;
    return <DocumentShow key={id} kind={kind} id={id} />;
  }
  return <DocumentList kind={kind} />;
}
