import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Column, Entity, PrimaryGeneratedColumn, type EntityManager } from 'typeorm';
import { openDataSource } from '../../database/data-source-options.js';
import { Database } from '../../database/database.js';
import {
  createScratchDatabase,
  scratchTargetFromEnv,
  type ScratchDatabase,
} from '../../database/scratch-database.js';
import type { JobInfo, JobQueue } from '../../jobs/job-queue.js';
import { DomainEvent, deserializeEvent, serializeEvent, type EventOrigin } from '../domain-event.js';
import { EVENT_JOB, EventBus, type EventHandler, type QueuedEvent } from '../event-bus.js';

@Entity('event_probe')
class ProbeRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('varchar', { length: 50 })
  label!: string;
}

class WineBottledEvent extends DomainEvent {
  static readonly eventName = 'probe.wine-bottled';
  readonly wine: string;
  readonly bottles: number[];

  constructor(fields: EventOrigin & { wine: string; bottles: number[] }) {
    super(fields);
    this.wine = fields.wine;
    this.bottles = fields.bottles;
  }
}

/** The queue as far as the bus uses it: what it was given. */
class RecordingQueue {
  readonly added: { name: string; data: unknown }[] = [];
  async add(name: string, data: unknown): Promise<JobInfo> {
    this.added.push({ name, data });
    return { id: String(this.added.length), name, status: 'waiting', progress: 0, attempts: 0 };
  }
}

let scratch: ScratchDatabase;
let database: Database;
let queue: RecordingQueue;
let bus: EventBus;

beforeAll(async () => {
  scratch = await createScratchDatabase(scratchTargetFromEnv(), 'events');
  database = new Database(await openDataSource(scratch.config, [ProbeRow], [], { synchronize: true }));
});
afterAll(async () => {
  await database.dataSource.destroy();
  await scratch.drop();
});
beforeEach(async () => {
  await database.dataSource.getRepository(ProbeRow).clear();
  queue = new RecordingQueue();
  bus = new EventBus(database, queue as unknown as JobQueue);
});

const bottled = (wine = 'Chinon') => new WineBottledEvent({ shopId: 3, wine, bottles: [75, 150] });
const labels = async () => (await database.dataSource.getRepository(ProbeRow).find()).map((row) => row.label);
const write = (manager: EntityManager, label: string) => manager.getRepository(ProbeRow).insert({ label });

function handler(
  delivery: EventHandler['delivery'],
  handle: EventHandler['handle'],
  id = `Probe.${delivery}`,
): EventHandler {
  return { id, event: WineBottledEvent, delivery, handle };
}

describe('after commit', () => {
  test('a handler hears the event once the transaction has committed, not before', async () => {
    const heard: WineBottledEvent[] = [];
    bus.subscribe(handler('after-commit', async (event) => void heard.push(event as WineBottledEvent)));
    const event = bottled();
    await database.transaction(async (manager) => {
      await write(manager, 'bottling');
      await bus.publish(event);
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([event]);
  });

  test('the event of a transaction that rolls back is never delivered', async () => {
    const heard = jest.fn(async () => undefined);
    bus.subscribe(handler('after-commit', heard));
    await expect(
      database.transaction(async () => {
        await bus.publish(bottled());
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(heard).not.toHaveBeenCalled();
    // The next transaction of the engine is not haunted by it either.
    await database.transaction((manager) => write(manager, 'next'));
    expect(heard).not.toHaveBeenCalled();
  });

  test('published outside a transaction, the event is delivered at once', async () => {
    const heard = jest.fn(async () => undefined);
    bus.subscribe(handler('after-commit', heard));
    const event = bottled();
    await bus.publish(event);
    expect(heard).toHaveBeenCalledWith(event);
  });

  test('a failing handler is logged; it does not fail the publisher nor keep the others from hearing', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const heard = jest.fn(async () => undefined);
    bus.subscribe(handler('after-commit', async () => Promise.reject(new Error('broken')), 'Probe.broken'));
    bus.subscribe(handler('after-commit', heard));
    await expect(
      database.transaction(async (manager) => {
        await write(manager, 'kept');
        await bus.publish(bottled());
        return 'done';
      }),
    ).resolves.toBe('done');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(await labels()).toEqual(['kept']);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ handler: 'Probe.broken' }),
      'Event handler failed',
    );
    logged.mockRestore();
  });

  test('events are delivered in the order they were published', async () => {
    const heard: string[] = [];
    bus.subscribe(
      handler('after-commit', async (event) => void heard.push((event as WineBottledEvent).wine)),
    );
    await database.transaction(async () => {
      await bus.publish(bottled('Chinon'));
      await bus.publish(bottled('Bourgueil'));
    });
    expect(heard).toEqual(['Chinon', 'Bourgueil']);
  });
});

describe('in transaction', () => {
  test("a handler writes with the publisher's manager, before publish returns", async () => {
    bus.subscribe(handler('in-transaction', (_event, manager) => write(manager!, 'from the handler')));
    await database.transaction(async (manager) => {
      await write(manager, 'from the publisher');
      await bus.publish(bottled());
      expect((await manager.getRepository(ProbeRow).find()).map((row) => row.label)).toContain(
        'from the handler',
      );
    });
    expect((await labels()).sort()).toEqual(['from the handler', 'from the publisher']);
  });

  test("its writes roll back with the publisher's transaction", async () => {
    bus.subscribe(handler('in-transaction', (_event, manager) => write(manager!, 'from the handler')));
    await expect(
      database.transaction(async () => {
        await bus.publish(bottled());
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await labels()).toEqual([]);
  });

  test("its failure rolls the publisher's transaction back, and nothing is delivered after it", async () => {
    const heard = jest.fn(async () => undefined);
    bus.subscribe(handler('in-transaction', async () => Promise.reject(new Error('invariant broken'))));
    bus.subscribe(handler('after-commit', heard));
    await expect(
      database.transaction(async (manager) => {
        await write(manager, 'from the publisher');
        await bus.publish(bottled());
      }),
    ).rejects.toThrow('invariant broken');
    expect(await labels()).toEqual([]);
    expect(heard).not.toHaveBeenCalled();
  });

  test('published outside a transaction, the handlers get one of their own', async () => {
    const heard = jest.fn(async () => undefined);
    bus.subscribe(handler('in-transaction', (_event, manager) => write(manager!, 'alone')));
    bus.subscribe(handler('after-commit', heard));
    await bus.publish(bottled());
    expect(await labels()).toEqual(['alone']);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('queued', () => {
  test('the event is enqueued after the commit, as plain data naming its handler', async () => {
    bus.subscribe(handler('queued', async () => undefined, 'Probe.slow'));
    const event = bottled();
    await database.transaction(async () => {
      await bus.publish(event);
      expect(queue.added).toEqual([]);
    });
    expect(queue.added).toEqual([
      {
        name: EVENT_JOB,
        data: {
          handler: 'Probe.slow',
          event: {
            name: 'probe.wine-bottled',
            fields: {
              shopId: 3,
              occurredAt: event.occurredAt.toISOString(),
              wine: 'Chinon',
              bottles: [75, 150],
            },
          },
        },
      },
    ]);
  });

  test('nothing is enqueued for a transaction that rolls back', async () => {
    bus.subscribe(handler('queued', async () => undefined));
    await expect(
      database.transaction(async () => {
        await bus.publish(bottled());
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(queue.added).toEqual([]);
  });

  test('the job runs the named handler on the event rebuilt as an instance of its class', async () => {
    const heard = jest.fn(async (_event: DomainEvent) => undefined);
    bus.subscribe(handler('queued', heard, 'Probe.slow'));
    const event = bottled();
    await bus.publish(event);
    await bus.runQueued(JSON.parse(JSON.stringify(queue.added[0]!.data)) as QueuedEvent);
    const rebuilt = heard.mock.calls[0]![0];
    expect(rebuilt).toBeInstanceOf(WineBottledEvent);
    expect(rebuilt).toEqual(event);
    await expect(bus.runQueued({ handler: 'Probe.gone', event: serializeEvent(event) })).rejects.toThrow(
      'No queued event handler Probe.gone',
    );
  });

  test('a bus without a queue refuses a queued handler', () => {
    const unqueued = new EventBus(database, null);
    expect(() => unqueued.subscribe(handler('queued', async () => undefined))).toThrow('needs a job queue');
  });
});

test('a handler is declared once', () => {
  bus.subscribe(handler('after-commit', async () => undefined));
  expect(() => bus.subscribe(handler('after-commit', async () => undefined))).toThrow('declared twice');
});

test('an event survives its trip through JSON', () => {
  const event = bottled();
  const trip = JSON.parse(JSON.stringify(serializeEvent(event))) as ReturnType<typeof serializeEvent>;
  const back = deserializeEvent(WineBottledEvent, trip);
  expect(back).toBeInstanceOf(WineBottledEvent);
  expect(back.occurredAt).toBeInstanceOf(Date);
  expect(back).toEqual(event);
});

(scratchTargetFromEnv().engine === 'mysql' ? test : test.skip)(
  'a transaction retried after a deadlock delivers the events of its committed attempt only, once',
  async () => {
    const heard: string[] = [];
    const inside: string[] = [];
    bus.subscribe(
      handler('in-transaction', async (event) => void inside.push((event as WineBottledEvent).wine)),
    );
    bus.subscribe(
      handler('after-commit', async (event) => void heard.push((event as WineBottledEvent).wine)),
    );
    let attempt = 0;
    await database.transaction(async (manager) => {
      attempt++;
      await write(manager, `attempt ${attempt}`);
      await bus.publish(bottled(`attempt ${attempt}`));
      if (attempt === 1) throw Object.assign(new Error('Deadlock found'), { errno: 1213 });
    });
    expect(inside).toEqual(['attempt 1', 'attempt 2']);
    expect(heard).toEqual(['attempt 2']);
    expect(await labels()).toEqual(['attempt 2']);
  },
);
