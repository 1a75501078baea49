import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

/**
 * One event for one subscription: the body is fixed when it is made, so every try (and a replay) sends
 * the same bytes under the same id. `eventKey` makes the fan-out idempotent: a queued handler run twice
 * finds the delivery it made the first time.
 */
@Entity('webhook_deliveries')
@Index('uq_webhook_deliveries_event', ['subscriptionId', 'eventKey'], { unique: true })
@Index('idx_webhook_deliveries_shop', ['shopId', 'createdAt'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The id partners see (`Cuvee-Webhook-Id`), to drop a delivery they already handled. */
  @Index('uq_webhook_deliveries_uid', { unique: true })
  @Column('varchar', { length: 36 })
  uid!: string;

  @Column('int')
  shopId!: number;

  @Column('int')
  subscriptionId!: number;

  @Column('varchar', { length: 40 })
  eventType!: string;

  /** SHA-256 of the event as the bus carried it. */
  @Column('varchar', { length: 64 })
  eventKey!: string;

  @Column('text')
  body!: string;

  @Column('varchar', { length: 10 })
  status!: DeliveryStatus;

  /** Tries made so far, replays included. */
  @Column('int')
  attempts!: number;

  /** How many times it was replayed from the back office: each replay is a new series of tries. */
  @Column('int')
  replays!: number;

  @Column('int', { nullable: true })
  lastStatusCode!: number | null;

  @Column('datetime', { nullable: true })
  deliveredAt!: Date | null;

  @Column('datetime')
  createdAt!: Date;
}

/** One try of a delivery and what the partner's server answered. */
@Entity('webhook_attempts')
@Index('idx_webhook_attempts_delivery', ['deliveryId'])
export class WebhookAttempt {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  deliveryId!: number;

  @Column('int')
  shopId!: number;

  /** 1 for the first try. */
  @Column('int')
  attempt!: number;

  /** null when no answer came (refused, timed out, private address). */
  @Column('int', { nullable: true })
  statusCode!: number | null;

  /** The start of the answer's body. */
  @Column('varchar', { length: 1000, nullable: true })
  response!: string | null;

  @Column('varchar', { length: 500, nullable: true })
  error!: string | null;

  @Column('int')
  durationMs!: number;

  @Column('datetime')
  createdAt!: Date;
}
