import JSZip from 'jszip';
import pactum from 'pactum';
import type { ExportView, ImportView } from '@cuvee/platform';
import { waitFor, type TestApi } from '@cuvee/testing';

/* Imports and exports run to their end through the API, for any caller (a demo account, a fresh shop). */

type Headers = Record<string, string>;

/** Polls an import until its job is done with it (or `until` holds). */
export function importSettled(
  headers: Headers,
  id: number,
  until = (view: ImportView) => !['pending', 'processing'].includes(view.status),
): Promise<ImportView> {
  return waitFor(async () => {
    const view = (await pactum.spec().get(`/v1/imports/${id}`).withHeaders(headers).expectStatus(200))
      .json as ImportView;
    return until(view) ? view : undefined;
  }, 30_000);
}

/** Uploads a file (`data` in base64) as an import of `kind` and waits for its end. */
export async function importRun(
  headers: Headers,
  body: { kind: string; fileName: string; data: string; dryRun?: boolean; strict?: boolean },
): Promise<ImportView> {
  const started = await pactum
    .spec()
    .post('/v1/imports')
    .withHeaders(headers)
    .withJson(body)
    .expectStatus(201);
  return importSettled(headers, (started.json as ImportView).id);
}

/** Asks for an export, waits for its end and opens its zip (null when it failed). */
export async function exportRun(
  api: TestApi,
  headers: Headers,
  body: { kind: string; format: 'csv' | 'xlsx'; filter?: object },
): Promise<{ view: ExportView; zip: JSZip | null }> {
  const requested = await pactum
    .spec()
    .post('/v1/exports')
    .withHeaders(headers)
    .withJson(body)
    .expectStatus(201);
  const view = await waitFor(async () => {
    const current = (
      await pactum
        .spec()
        .get(`/v1/exports/${(requested.json as ExportView).id}`)
        .withHeaders(headers)
        .expectStatus(200)
    ).json as ExportView;
    return current.status === 'completed' || current.status === 'error' ? current : undefined;
  }, 30_000);
  if (view.status !== 'completed') return { view, zip: null };
  const file = await fetch(`${api.url}${view.downloadUrl}`);
  return { view, zip: await JSZip.loadAsync(Buffer.from(await file.arrayBuffer())) };
}
