/**
 * Benchmark of a campaign's outbox (docs/marketing.md): a campaign to 50,000 consenting clients
 * rendered and written as deliveries by the sender's preparation (recipients read by keyset pages,
 * the model compiled once and filled per recipient, batches of 1,000 with their resume point), against
 * the ceiling of writing the same number of rows of the same size, already rendered, with plain batch
 * inserts. Heap is sampled during the preparation: it must stay flat (no recipient list in memory).
 *
 *   node --conditions=@cuvee/source --import @swc-node/register/esm-register tools/bench/campaign/bench.ts
 *
 * SQLite by default, MariaDB/MySQL with DB_URL. BENCH_RECIPIENTS (50000).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Client, insertSyntheticClients } from '@cuvee/crm';
import { seedIamDemo } from '@cuvee/iam';
import {
  Campaign,
  CampaignDelivery,
  CampaignSender,
  EmailModel,
  MarketingList,
  MarketingSettingsService,
} from '@cuvee/marketing';
import { schema } from '@cuvee/migrations';
import {
  AppConfig,
  createScratchDatabase,
  Database,
  OutboxMailSender,
  openDataSource,
  runMigrations,
  scratchTargetFromEnv,
} from '@cuvee/platform';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 50_000);
const BATCH = 1000;

async function main(): Promise<void> {
  const target = scratchTargetFromEnv();
  const scratch = await createScratchDatabase(target, 'bench');
  const engine = scratch.config.engine;
  const dataSource = await openDataSource(scratch.config, schema.entities, schema.migrations[engine]);
  try {
    await runMigrations(dataSource);
    const database = new Database(dataSource);
    process.stdout.write(`seeding ${RECIPIENTS.toLocaleString('en')} clients (${engine})… `);
    const shop = await dataSource.transaction((manager) => seedIamDemo(manager));
    await dataSource.transaction((manager) =>
      insertSyntheticClients(manager, shop.id, { count: RECIPIENTS }),
    );
    await dataSource
      .getRepository(Client)
      .update({ shopId: shop.id }, { marketingConsent: true, marketingConsentAt: new Date() });
    const list = await dataSource.getRepository(MarketingList).save({
      shopId: shop.id,
      name: 'Tous',
      kind: 'dynamic',
      filter: { withProspects: true },
      archived: false,
    });
    const model = await dataSource.getRepository(EmailModel).save({
      shopId: shop.id,
      name: 'Millésime',
      kind: 'standard',
      subject: '{{firstname}}, le nouveau millésime',
      html: `<h2>Bonjour {{firstname}} {{lastname}},</h2>${'<p style="font-size:14px">Notre nouveau millésime est en bouteille : venez le goûter au domaine ou commandez-le sur la boutique de {{shopName}}.</p>'.repeat(8)}<p>{{signature}}</p>`,
      blocks: [],
      archived: false,
    });
    const newCampaign = () =>
      dataSource.getRepository(Campaign).save({
        shopId: shop.id,
        name: 'Bench',
        subject: model.subject,
        modelId: model.id,
        listIds: [list.id],
        senderName: shop.name,
        senderEmail: shop.contactEmail ?? 'contact@bench.demo',
        status: 'sending',
        scheduledAt: null,
        startedAt: new Date(),
        finishedAt: null,
        total: 0,
        prepared: false,
        preparedUpTo: 0,
        createdById: null,
      });
    console.log('done');

    const config = AppConfig.fromEnv({ ...process.env, NODE_ENV: 'test' });
    const settingsService = new MarketingSettingsService(database);
    const sender = new CampaignSender(
      database,
      settingsService,
      new OutboxMailSender('/tmp', 'bench@cuvee.local'),
      config,
    );
    const settings = await settingsService.forShop(dataSource.manager, shop.id);

    // Ours: render and write through the sender's preparation, heap sampled.
    const campaign = await newCampaign();
    global.gc?.();
    const baseHeap = process.memoryUsage().heapUsed;
    let peakHeap = baseHeap;
    const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 50);
    const t0 = performance.now();
    // Sampled after every batch too: the event loop may be busy between timer ticks.
    const sample = async () => void (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed));
    await sender.prepare(campaign, settings, {
      id: 'bench',
      name: 'bench',
      data: null,
      attempt: 1,
      updateProgress: sample,
    });
    const ours = performance.now() - t0;
    clearInterval(sampler);
    const written = await dataSource.getRepository(CampaignDelivery).countBy({ campaignId: campaign.id });
    if (written !== RECIPIENTS) throw new Error(`${written} deliveries written, ${RECIPIENTS} expected`);

    // Ceiling: the same rows, already rendered (one rendered mail's size), written by plain batch inserts.
    const rendered = await dataSource
      .getRepository(CampaignDelivery)
      .findOneByOrFail({ campaignId: campaign.id });
    const ceilingCampaign = await newCampaign();
    const t1 = performance.now();
    for (let start = 0; start < RECIPIENTS; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, RECIPIENTS - start) }, (_, offset) => ({
        ...rendered,
        id: undefined,
        campaignId: ceilingCampaign.id,
        clientId: start + offset + 1,
        token: randomBytes(16).toString('hex'),
        messageId: `<campaign-${ceilingCampaign.id}.client-${start + offset + 1}@bench>`,
      }));
      await dataSource.transaction((manager) =>
        manager
          .createQueryBuilder()
          .insert()
          .into(CampaignDelivery)
          .values(rows)
          .updateEntity(false)
          .execute(),
      );
    }
    const ceiling = performance.now() - t1;

    const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
    console.log(
      `outbox of ${RECIPIENTS.toLocaleString('en')} (${engine}), ${(rendered.html.length / 1024).toFixed(1)} kB per mail`,
    );
    console.log(
      `  rendered and written by the sender: ${(ours / 1000).toFixed(2)} s (${Math.round((RECIPIENTS * 1000) / ours)} /s)`,
    );
    console.log(
      `  raw batch inserts (ceiling):        ${(ceiling / 1000).toFixed(2)} s (${Math.round((RECIPIENTS * 1000) / ceiling)} /s)`,
    );
    console.log(
      `  heap: ${mb(baseHeap)} MB before, peak ${mb(peakHeap)} MB (+${mb(peakHeap - baseHeap)} MB)`,
    );
    console.log(`RATIO campaign ${Math.round((ceiling / ours) * 100)}`);
  } finally {
    await dataSource.destroy();
    if (!process.env.BENCH_KEEP) await scratch.drop();
  }
}

await main();
