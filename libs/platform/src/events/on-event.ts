import type { EntityManager } from 'typeorm';
import type { DomainEvent, EventClass } from './domain-event.js';

/**
 * When a handler runs (docs/architecture.md "Events"):
 * - `after-commit` (the default): once the publisher's transaction has committed, never on a rollback;
 *   at once when published outside a transaction. A failure is logged, the publisher does not see it.
 * - `in-transaction`: inside the publisher's transaction, with its entity manager, before `publish`
 *   returns; a failure rolls the whole transaction back. For what must be true together with the change.
 *   It writes with that manager and never opens a transaction of its own (on SQLite it would wait for
 *   the one it runs in).
 * - `queued`: after the commit, as an `events.deliver` job, so in the worker when jobs go through Redis;
 *   retried like any job, hence idempotent. For slow reactions (mails, documents, other systems).
 */
export type EventDelivery = 'after-commit' | 'in-transaction' | 'queued';

/** A handler's method: in-transaction handlers also receive the publisher's entity manager. */
export type EventHandlerMethod<E extends DomainEvent> = (
  event: E,
  manager?: EntityManager,
) => Promise<unknown>;

export interface EventHandlerMetadata {
  event: EventClass;
  delivery: EventDelivery;
}

export const EVENT_HANDLER = Symbol('cuvee:event-handler');

/** A decorator of methods that fit `Shape` (a handler of the right event, returning a promise). */
type HandlerDecorator<Shape> = <M extends Shape>(
  target: object,
  method: string | symbol,
  descriptor: TypedPropertyDescriptor<M>,
) => void;

/** Makes the method of a Nest provider a handler of `type`; the application finds it at startup. */
export function OnEvent<E extends DomainEvent>(
  type: EventClass<E>,
  options?: { delivery: 'after-commit' | 'queued' },
): HandlerDecorator<(event: E) => Promise<unknown>>;
/** The same, run inside the publisher's transaction with its entity manager. */
export function OnEvent<E extends DomainEvent>(
  type: EventClass<E>,
  options: { delivery: 'in-transaction' },
): HandlerDecorator<(event: E, manager: EntityManager) => Promise<unknown>>;
export function OnEvent(
  type: EventClass,
  options: { delivery: EventDelivery } = { delivery: 'after-commit' },
): HandlerDecorator<EventHandlerMethod<never>> {
  return (_target, _method, descriptor) => {
    const metadata: EventHandlerMetadata = { event: type, delivery: options.delivery };
    Reflect.defineMetadata(EVENT_HANDLER, metadata, descriptor.value!);
  };
}
