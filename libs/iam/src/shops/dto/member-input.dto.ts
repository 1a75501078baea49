import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Min } from 'class-validator';
import { PERMISSIONS } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { authorizationsRule } from '../shop-rules.js';

/** The OpenAPI shape of an authorizations map: one optional boolean per kernel permission. */
export const AUTHORIZATIONS_SCHEMA = {
  type: 'object' as const,
  nullable: true,
  properties: Object.fromEntries(PERMISSIONS.map((permission) => [permission, { type: 'boolean' as const }])),
  description: 'permission → allowed; only true grants; null means every permission',
};

/** The membership fields an owner changes on a team member (collaborator or agent). */
export class UpdateTeamMemberDto {
  @ApiPropertyOptional({
    nullable: true,
    type: Number,
    description: 'user id of the manager in the shop structure; null: directly under the owner',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  reportsToUserId?: number | null;

  @ApiPropertyOptional({ description: 'blocked in this shop' })
  @IsOptional()
  @IsBoolean()
  blocked?: boolean;
}

export class UpdateCollaboratorDto extends UpdateTeamMemberDto {
  @ApiPropertyOptional(AUTHORIZATIONS_SCHEMA)
  @IsOptional()
  @Satisfies(authorizationsRule)
  authorizations?: Record<string, boolean> | null;
}
