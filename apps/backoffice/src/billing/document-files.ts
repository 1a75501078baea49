import { saveBlob, usePopup } from '@cuvee/ui';
import { api, quietApi } from '../services';
import { useT } from '../i18n';
import type { DocumentDetail, RenderRecord } from './billing-shared';
import { showSuccess } from '../common/notices';

/*
 * A document's PDF and its mailing. The API renders PDFs in a job (POST …/pdf answers at once), so the
 * screen waits for the render to complete before downloading it; an issued document's PDF is drawn
 * once and kept, a draft's is drawn again (it carries the "draft" watermark).
 */

export type PdfVariant = 'document' | 'deliveryNote';

const POLL_MS = 500;
const POLL_LIMIT = 120;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for one render of the document to finish; null when it failed. */
async function finished(documentId: number, renderId: number): Promise<RenderRecord | null> {
  for (let attempt = 0; attempt < POLL_LIMIT; attempt += 1) {
    const { data } = await quietApi.GET('/v1/billing-documents/{id}/renders', {
      params: { path: { id: documentId } },
    });
    const render = data?.find((candidate) => candidate.id === renderId);
    if (render?.status === 'completed') return render;
    if (!render || render.status === 'error') return null;
    await pause(POLL_MS);
  }
  return null;
}

export interface PdfFile {
  blob: Blob;
  fileName: string;
}

/** Renders (or reuses) the document's PDF and fetches it; null when the API refused or the job failed. */
export async function fetchPdf(
  documentId: number,
  variant: PdfVariant = 'document',
): Promise<PdfFile | null> {
  const { data: render } = await api.POST('/v1/billing-documents/{id}/pdf', {
    params: { path: { id: documentId } },
    body: { variant },
  });
  if (!render) return null;
  if (render.status !== 'completed' && !(await finished(documentId, render.id))) return null;
  const { data, response } = await api.GET('/v1/billing-documents/{id}/pdf', {
    params: { path: { id: documentId }, query: { variant } },
    parseAs: 'blob',
  });
  if (!data) return null;
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `document-${documentId}.pdf`;
  return { blob: data as Blob, fileName };
}

/** Hands a document's PDF to the browser's downloads. */
export function saveFile({ blob, fileName }: PdfFile): void {
  saveBlob(blob, fileName);
}

/**
 * "Envoyer par e-mail": the global popup with the mail selector (kernel messages: at least one
 * address, each valid), the client's address first, and an optional message replacing the template's
 * text. Quotes are numbered by their first sending (POST /quotes/{id}/send); other documents must be
 * issued first (POST /billing-documents/{id}/send). Answers whether the sending was accepted.
 */
export function useSendByMail(): (document: DocumentDetail, title: string) => Promise<boolean> {
  const t = useT();
  const popup = usePopup();
  return async (document, title) => {
    const result = await popup({
      title,
      text: t('billing.send.text'),
      fields: [
        {
          kind: 'emails',
          name: 'to',
          label: t('billing.send.to'),
          required: true,
          initial: document.buyer.email ? [document.buyer.email] : [],
        },
        { kind: 'textarea', name: 'message', label: t('billing.send.message') },
      ],
      validateLabel: t('billing.actions.send'),
    });
    if (!result) return false;
    const body = {
      to: [...(result.values.to as readonly string[])],
      message: (result.values.message as string).trim() || undefined,
    };
    const path = { params: { path: { id: document.id } }, body };
    const { data } =
      document.kind === 'quote'
        ? await api.POST('/v1/quotes/{id}/send', path)
        : await api.POST('/v1/billing-documents/{id}/send', path);
    if (!data) return false;
    showSuccess(t('billing.messages.sent', { to: body.to.join(', ') }));
    return true;
  };
}
