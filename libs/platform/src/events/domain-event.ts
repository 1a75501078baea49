/** What every event carries: the shop it happened in and when. */
export interface EventOrigin {
  shopId: number;
  /** Now when absent; given back when an event is read from the job queue. */
  occurredAt?: Date;
}

/**
 * Something that happened in a context, told to whoever listens (docs/architecture.md "Events").
 * One class per event, in the publishing context's `events/` folder, named `<Name>Event`. An event is
 * plain data: its fields are JSON values (numbers, strings, booleans, arrays and objects of them), and
 * its constructor takes them back as one object — `new StockChangedEvent(JSON.parse(json))` rebuilds it —
 * so a queued handler can receive it in another process. Its `static eventName` names it on the queue.
 */
export abstract class DomainEvent {
  readonly shopId: number;
  readonly occurredAt: Date;

  protected constructor(origin: EventOrigin) {
    this.shopId = origin.shopId;
    this.occurredAt = origin.occurredAt ?? new Date();
  }
}

/** An event class: built from its own fields, named for the queue. */
export interface EventClass<E extends DomainEvent = DomainEvent> {
  new (fields: never): E;
  readonly eventName: string;
}

/** An event as the job queue carries it. */
export interface SerializedEvent {
  name: string;
  fields: Record<string, unknown>;
}

export function serializeEvent(event: DomainEvent): SerializedEvent {
  const type = event.constructor as EventClass;
  return { name: type.eventName, fields: JSON.parse(JSON.stringify(event)) as Record<string, unknown> };
}

/** The event `serializeEvent` wrote, as an instance of its class again. */
export function deserializeEvent<E extends DomainEvent>(type: EventClass<E>, { fields }: SerializedEvent): E {
  const build = type as unknown as new (fields: Record<string, unknown>) => E;
  return new build({ ...fields, occurredAt: new Date(String(fields.occurredAt)) });
}
