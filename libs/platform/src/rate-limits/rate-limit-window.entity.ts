import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One fixed window of one rate-limit bucket, counted in the database when there is no Redis. */
@Entity('rate_limit_windows')
export class RateLimitWindow {
  /** `key:12` (an API key), `address:203.0.113.7`… */
  @PrimaryColumn('varchar', { length: 191 })
  bucket!: string;

  /** The window's number: milliseconds since the epoch divided by the window's length. */
  @PrimaryColumn('int')
  windowIndex!: number;

  @Column('int')
  hits!: number;
}
