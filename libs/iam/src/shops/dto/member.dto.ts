import { ApiProperty } from '@nestjs/swagger';
import { PERMISSIONS, ROLES } from '@cuvee/kernel';
import { PersonDto } from '../../users/dto/person.dto.js';

/* Replies shared by the collaborator and agent screens: a shop's team member, as a react-admin record. */

/** A member of the shop's team; `id` is the user's id (stable, and what reportsToUserId points at). */
export class TeamMemberDto extends PersonDto {
  @ApiProperty({ nullable: true, type: String })
  phone!: string | null;

  @ApiProperty({ enum: ROLES })
  role!: string;

  @ApiProperty({ description: 'blocked in this shop' })
  blocked!: boolean;

  @ApiProperty({ nullable: true, type: Number, description: 'user id of the manager; null: under the owner' })
  reportsToUserId!: number | null;

  @ApiProperty({ description: 'when the user joined the shop' })
  createdAt!: Date;
}

export class CollaboratorDto extends TeamMemberDto {
  @ApiProperty({
    nullable: true,
    type: 'object',
    properties: Object.fromEntries(PERMISSIONS.map((permission) => [permission, { type: 'boolean' }])),
    description: 'the permission map; null means every permission',
  })
  authorizations!: Record<string, boolean> | null;

  @ApiProperty({ enum: PERMISSIONS, isArray: true, description: 'what the map grants today' })
  permissions!: string[];
}

/** GET /v1/agents: people of the shop to suggest as mail recipients. */
export class RecipientDto extends PersonDto {
  @ApiProperty({ enum: ['iam', 'agent'] })
  role!: string;
}

/** GET /v1/collaborators/structure: one person and who reports to them. */
export class StructureNodeDto extends PersonDto {
  @ApiProperty({ enum: ['owner', 'iam', 'agent'] })
  role!: string;

  @ApiProperty()
  blocked!: boolean;

  @ApiProperty({ type: () => [StructureNodeDto] })
  children!: StructureNodeDto[];
}
