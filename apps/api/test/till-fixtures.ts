import pactum from 'pactum';
import { waitFor, type TestApi } from '@cuvee/testing';

export interface ArchiveBuild {
  id: string | null;
  status: string;
  progress: number;
  error: string | null;
}

/**
 * A closure's archive as the till gets it: built by a job (POST …/build, then its status polled until
 * completed, the progress seen), then downloaded. Answers the zip and the progress values seen.
 */
export async function builtArchive(
  api: TestApi,
  headers: Record<string, string>,
  point: number,
  sequence: number,
): Promise<{ zip: Buffer; started: ArchiveBuild; seen: number[] }> {
  const started = (
    await pactum
      .spec()
      .post(`/v1/till/sales-points/${point}/archives/${sequence}/build`)
      .withHeaders(headers)
      .expectStatus(202)
  ).json as ArchiveBuild;
  const seen: number[] = [started.progress];
  if (started.id)
    await waitFor(async () => {
      const build = (
        await pactum
          .spec()
          .get(`/v1/till/sales-points/${point}/archives/${sequence}/build`)
          .withHeaders(headers)
          .expectStatus(200)
      ).json as ArchiveBuild;
      seen.push(build.progress);
      if (build.status === 'failed') throw new Error(`archive build failed: ${build.error}`);
      return build.status === 'completed' ? build : undefined;
    });
  const download = await fetch(`${api.url}/v1/till/sales-points/${point}/archives/${sequence}`, { headers });
  expect([download.status, download.headers.get('content-type')]).toEqual([200, 'application/zip']);
  return { zip: Buffer.from(await download.arrayBuffer()), started, seen };
}
