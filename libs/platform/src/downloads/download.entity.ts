import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A document prepared for a user in the background (an export, a batch of PDFs…) that the front end
 * opens in a new window at its next poll of `GET /v1/documents/to-download`. Handed out once.
 */
@Entity('downloads')
@Index('idx_downloads_user_pending', ['userId', 'handedOutAt'])
export class Download {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  userId!: number;

  @Column('varchar', { length: 191 })
  name!: string;

  /** Where the browser fetches the file (a path of the API or an absolute URL). */
  @Column('varchar', { length: 1000 })
  url!: string;

  @Column('datetime', { nullable: true })
  handedOutAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;
}
