import { Column, Entity, Index, PrimaryGeneratedColumn, type EntityManager } from 'typeorm';
import { DEFAULT_OPPORTUNITY_STAGES, type StageOutcome } from '../domain/opportunity-pipeline.js';

/**
 * A column of a shop's opportunity pipeline (the kanban). Every shop starts with the default stages
 * (domain opportunity-pipeline); `key` names those, so creating them twice is a no-op (unique index).
 */
@Entity('opportunity_stages')
@Index('uq_opportunity_stages_shop_key', ['shopId', 'key'], { unique: true })
@Index('idx_opportunity_stages_shop_position', ['shopId', 'position'])
export class OpportunityStage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  shopId!: number;

  /** A default stage's key ('new', 'won'…), or a generated one for a stage the shop added. */
  @Column('varchar', { length: 40 })
  key!: string;

  @Column('varchar', { length: 60 })
  name!: string;

  /** Left to right on the kanban. */
  @Column('int')
  position!: number;

  /** The probability (percent) an opportunity takes when it enters the stage. */
  @Column('int')
  probability!: number;

  @Column('varchar', { length: 8, default: 'open' })
  outcome!: StageOutcome;
}

/** The default stages, the first time a shop's pipeline is used; a repeat inserts nothing (unique key). */
export async function ensureDefaultStages(manager: EntityManager, shopId: number): Promise<void> {
  if (await manager.getRepository(OpportunityStage).existsBy({ shopId })) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(OpportunityStage)
    .values(DEFAULT_OPPORTUNITY_STAGES.map((stage, position) => ({ ...stage, shopId, position })))
    .orIgnore()
    .execute();
}
