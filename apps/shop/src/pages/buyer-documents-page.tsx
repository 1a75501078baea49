import { saveBlob } from '@cuvee/ui';
import { useEffect, useState } from 'react';
import { ApiError } from '../api/client';
import { fetchDocumentPdf, fetchMyDocuments, type BuyerDocument } from '../api/sales';
import { dateText, money } from '../format';
import { useTexts } from '../i18n';
import { BuyerSpace } from '../layout/buyer-space';
import { useSessionUser } from '../session/session';

/** The documents listed: the latest 50. */
const LATEST = [0, 49] as const;

/**
 * /dashboard/documents for a buyer: the invoices, deposit invoices and credit notes their sellers issued
 * to them (GET /v1/buyer-documents), newest first, each with its PDF (fetched with the session, then
 * saved under the document's number).
 */
export function Component() {
  const { t } = useTexts();
  return <BuyerSpace title={t.space.documentsTitle}>{() => <DocumentsTable />}</BuyerSpace>;
}

function DocumentsTable() {
  const { locale, t } = useTexts();
  const user = useSessionUser();
  const [documents, setDocuments] = useState<BuyerDocument[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchMyDocuments(LATEST).then(
      (found) => live && setDocuments(found),
      () => live && setFailure(t.errors.failed),
    );
    return () => {
      live = false;
    };
  }, [user?.id, t]);

  const download = async (doc: BuyerDocument) => {
    setFailure(null);
    try {
      saveBlob(await fetchDocumentPdf(doc.id), `${doc.number}.pdf`);
    } catch (error) {
      setFailure(error instanceof ApiError && error.messages[0] ? error.messages[0] : t.errors.failed);
    }
  };

  return (
    <>
      <h1>{t.space.documentsTitle}</h1>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <section className="card" aria-label={t.space.documentsTitle}>
        {documents === null ? (
          !failure && <p aria-busy="true">{t.loading}</p>
        ) : documents.length === 0 ? (
          <p className="empty">{t.space.noDocumentsYet}</p>
        ) : (
          <div className="table-scroll">
            <table className="orders-table">
              <thead>
                <tr>
                  <th scope="col">{t.space.number}</th>
                  <th scope="col" className="col-optional">
                    {t.space.seller}
                  </th>
                  <th scope="col" className="col-optional">
                    {t.space.date}
                  </th>
                  <th scope="col" className="numeric">
                    {t.space.total}
                  </th>
                  <th scope="col">{t.space.pdf}</th>
                </tr>
              </thead>
              <tbody>
                {documents.map((document) => (
                  <tr key={document.id}>
                    <th scope="row">
                      {t.space.kinds[document.kind]} {document.number}
                    </th>
                    <td className="col-optional">{document.sellerName}</td>
                    <td className="col-optional">{dateText(document.issueDate, locale)}</td>
                    <td className="numeric">
                      {document.kind === 'creditNote' ? '−' : ''}
                      {money(document.totalTtc, locale)}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={t.space.downloadPdf(document.number)}
                        onClick={() => void download(document)}
                      >
                        {t.space.pdf}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
