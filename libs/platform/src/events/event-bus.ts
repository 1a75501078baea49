import { Inject, Injectable, Logger } from '@nestjs/common';
import { Database } from '../database/database.js';
import { JOB_QUEUE, type JobQueue } from '../jobs/job-queue.js';
import {
  deserializeEvent,
  serializeEvent,
  type DomainEvent,
  type EventClass,
  type SerializedEvent,
} from './domain-event.js';
import type { EventDelivery, EventHandlerMethod } from './on-event.js';

/** The job that runs a queued handler; its payload names the handler and carries the event. */
export const EVENT_JOB = 'events.deliver';

export interface QueuedEvent {
  /** `Class.method` of the handler, the same in every process. */
  handler: string;
  event: SerializedEvent;
}

export interface EventHandler {
  /** `Class.method`: how logs and queued jobs name it. */
  id: string;
  event: EventClass;
  delivery: EventDelivery;
  handle: EventHandlerMethod<DomainEvent>;
}

/**
 * The application's one event bus (docs/architecture.md "Events", ADR 0022): contexts publish what
 * happened, the handlers found on `@OnEvent` methods react. The transaction a publisher runs in is the
 * one `Database.transaction()` opened around it; the bus needs no manager passed in.
 */
@Injectable()
export class EventBus {
  private readonly logger = new Logger(EventBus.name);
  private readonly handlers = new Map<EventClass, EventHandler[]>();
  private readonly queued = new Map<string, EventHandler>();

  /** Without a queue (seeds, services built by hand in tests) the bus takes no queued handler. */
  constructor(
    private readonly database: Database,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue | null,
  ) {}

  subscribe(handler: EventHandler): void {
    if (handler.delivery === 'queued' && !this.queue) {
      throw new Error(`The queued event handler ${handler.id} needs a job queue`);
    }
    if (this.queued.has(handler.id) || this.handlersOf(handler.event).some(({ id }) => id === handler.id)) {
      throw new Error(`The event handler ${handler.id} is declared twice`);
    }
    this.handlers.set(handler.event, [...this.handlersOf(handler.event), handler]);
    if (handler.delivery === 'queued') this.queued.set(handler.id, handler);
  }

  /**
   * Tells the handlers of the event's class. Inside a transaction: the in-transaction handlers run now
   * (their failure is the publisher's) and the others once it commits. Outside one: the in-transaction
   * handlers get a transaction of their own, the others run at once.
   */
  async publish(event: DomainEvent): Promise<void> {
    const handlers = this.handlersOf(event.constructor as EventClass);
    const transaction = this.database.currentTransaction;
    if (!transaction && handlers.some(({ delivery }) => delivery === 'in-transaction')) {
      return this.database.transaction(() => this.publish(event));
    }
    if (!transaction) return this.deliver(event, handlers);
    for (const handler of handlers) {
      if (handler.delivery === 'in-transaction') await handler.handle(event, transaction.manager);
    }
    transaction.afterCommit(() => this.deliver(event, handlers));
  }

  /** Runs a queued handler on the event its job carries (the `events.deliver` job). */
  async runQueued({ handler: id, event }: QueuedEvent): Promise<void> {
    const handler = this.queued.get(id);
    if (!handler) throw new Error(`No queued event handler ${id} in this process`);
    await handler.handle(deserializeEvent(handler.event, event));
  }

  /** After the commit: a failure is logged, never the publisher's (what it reports is committed). */
  private async deliver(event: DomainEvent, handlers: readonly EventHandler[]): Promise<void> {
    for (const handler of handlers) {
      try {
        if (handler.delivery === 'after-commit') {
          await handler.handle(event);
        } else if (handler.delivery === 'queued') {
          const job: QueuedEvent = { handler: handler.id, event: serializeEvent(event) };
          await this.queue!.add(EVENT_JOB, job);
        }
      } catch (error) {
        this.logger.error({ err: error, handler: handler.id }, 'Event handler failed');
      }
    }
  }

  private handlersOf(type: EventClass): EventHandler[] {
    return this.handlers.get(type) ?? [];
  }
}
