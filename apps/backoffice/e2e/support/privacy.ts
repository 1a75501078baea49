/* eslint-disable @nx/enforce-module-boundaries -- Test code: a prospect is aged three years with SQL on the
   in-process API's database, as time would, and the daily retention job is run through its queue. */
import { PRIVACY_RETENTION_JOB } from '@cuvee/crm';
import { Database, JOB_QUEUE, type JobQueue } from '@cuvee/platform';
import { waitFor, type TestApi } from '@cuvee/testing';

/**
 * Prospects left idle for four years (their records and timelines dated back), then the retention job run
 * once: it proposes them for erasure as it would at night.
 */
export async function idleForYears(api: TestApi, clientIds: readonly number[]): Promise<void> {
  const old = new Date(Date.now() - 4 * 366 * 86_400_000).toISOString().replace('T', ' ').replace('Z', '');
  const database = api.get(Database).dataSource;
  for (const id of clientIds) {
    await database.query('UPDATE clients SET updatedAt = ? WHERE id = ?', [old, id]);
    await database.query('UPDATE client_events SET createdAt = ? WHERE clientId = ?', [old, id]);
  }
  const queue = api.get<JobQueue>(JOB_QUEUE);
  const job = await queue.add(
    PRIVACY_RETENTION_JOB,
    {},
    { jobId: `retention-browser-${clientIds.join('-')}` },
  );
  await waitFor(async () => {
    const current = await queue.getJob(job.id);
    if (current?.status === 'failed') throw new Error(current.error);
    return current?.status === 'completed' ? current : undefined;
  }, 30_000);
}
