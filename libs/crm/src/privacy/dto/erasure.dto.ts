import { ApiProperty } from '@nestjs/swagger';
import { CONSENT_SOURCES } from '../../domain/privacy.js';

export class ErasedDataDto {
  @ApiProperty({ description: 'the context that holds it (crm, billing, sales…)' })
  context!: string;

  @ApiProperty({ description: "what it is, in the reader's language" })
  what!: string;

  @ApiProperty()
  count!: number;
}

export class KeptDataDto extends ErasedDataDto {
  @ApiProperty({ description: 'why the law keeps it' })
  why!: string;

  @ApiProperty({ type: String, nullable: true, description: 'kept until this day (YYYY-MM-DD)' })
  until!: string | null;
}

/** GET and POST /v1/clients/{id}/erasure: what an erasure removes and keeps, or did. */
export class ErasureDto {
  @ApiProperty()
  clientId!: number;

  @ApiProperty({
    enum: ['none', 'pending', 'erased'],
    description: 'none: not asked; pending: asked, identity kept until the reasons are gone; erased: done',
  })
  status!: 'none' | 'pending' | 'erased';

  @ApiProperty({ description: 'the identity must stay for now (reasons in holdsIdentity)' })
  partial!: boolean;

  @ApiProperty({ type: [String], description: 'why the identity and contact details stay for now' })
  holdsIdentity!: string[];

  @ApiProperty({ type: [ErasedDataDto] })
  erased!: ErasedDataDto[];

  @ApiProperty({ type: [KeptDataDto] })
  kept!: KeptDataDto[];
}

/** One change of a client's marketing consent. */
export class ClientConsentDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ enum: ['email'] })
  channel!: 'email';

  @ApiProperty()
  granted!: boolean;

  @ApiProperty({ enum: CONSENT_SOURCES })
  source!: string;

  @ApiProperty({ description: "the source, in the reader's language" })
  sourceLabel!: string;

  @ApiProperty({ type: Number, nullable: true, description: 'the team member who changed it' })
  actorId!: number | null;

  @ApiProperty()
  createdAt!: Date;
}
