import { api } from '../services';
import type { DocumentDetail, DocumentKind, DocumentRecord } from './billing-shared';

/*
 * The kind-specific calls of the documents API through the typed client (one literal path each, so
 * the compiler checks them): issuing a draft and deleting one.
 */

/** Issues a draft invoice, deposit invoice or credit note; the API draws its number. */
export async function issueDocument(kind: DocumentKind, id: number): Promise<DocumentDetail | undefined> {
  const path = { params: { path: { id } } };
  switch (kind) {
    case 'invoice':
      return (await api.POST('/v1/invoices/{id}/issue', path)).data;
    case 'deposit':
      return (await api.POST('/v1/deposit-invoices/{id}/issue', path)).data;
    case 'creditNote':
      return (await api.POST('/v1/credit-notes/{id}/issue', path)).data;
    case 'quote':
      // A quote is numbered by its first sending (/send), never "issued".
      return undefined;
  }
}

/** Deletes a draft (the API refuses an issued document: 409). */
export async function deleteDraft(kind: DocumentKind, id: number): Promise<DocumentRecord | undefined> {
  const path = { params: { path: { id } } };
  switch (kind) {
    case 'quote':
      return (await api.DELETE('/v1/quotes/{id}', path)).data;
    case 'invoice':
      return (await api.DELETE('/v1/invoices/{id}', path)).data;
    case 'deposit':
      return (await api.DELETE('/v1/deposit-invoices/{id}', path)).data;
    case 'creditNote':
      return (await api.DELETE('/v1/credit-notes/{id}', path)).data;
  }
}
