import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { JobStatus } from './job-queue.js';

/** A job of the database-backed queue driver (used when no REDIS_URL is set). */
@Entity('jobs')
@Index('idx_jobs_status_run_at', ['status', 'runAt'])
export class JobRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The producer's idempotency key (JobOptions.jobId). */
  @Index('uq_jobs_dedup_key', { unique: true })
  @Column('varchar', { length: 191, nullable: true })
  dedupKey!: string | null;

  @Column('varchar', { length: 100 })
  name!: string;

  @Column('text')
  payload!: string;

  @Column('varchar', { length: 16 })
  status!: JobStatus;

  @Column('int', { default: 0 })
  attempts!: number;

  @Column('int')
  maxAttempts!: number;

  @Column('int', { default: 0 })
  progress!: number;

  @Column('text', { nullable: true })
  result!: string | null;

  @Column('text', { nullable: true })
  error!: string | null;

  @Column('datetime')
  runAt!: Date;

  @Column('varchar', { length: 64, nullable: true })
  lockedBy!: string | null;

  @Column('datetime', { nullable: true })
  lockedUntil!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
