import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, MaxLength, Min } from 'class-validator';
import { rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { AUTHORIZATIONS_SCHEMA } from '../../shops/dto/member-input.dto.js';
import { authorizationsRule } from '../../shops/shop-rules.js';

/** POST /v1/collaborators: a new account with role iam in the caller's shop, invited by email. */
export class CreateCollaboratorDto {
  @ApiProperty({ example: 'julie.martin@example.fr' })
  @Satisfies(rules.needed)
  @Satisfies(rules.email)
  @MaxLength(191)
  email!: string;

  @ApiProperty({ example: 'Julie' })
  @Satisfies(rules.needed)
  @Satisfies(rules.username)
  firstname!: string;

  @ApiProperty({ example: 'Martin' })
  @Satisfies(rules.needed)
  @Satisfies(rules.username)
  lastname!: string;

  @ApiPropertyOptional({ nullable: true, example: '+33612345678' })
  @IsOptional()
  @Satisfies(rules.telephoneOptional)
  phone?: string | null;

  @ApiPropertyOptional(AUTHORIZATIONS_SCHEMA)
  @IsOptional()
  @Satisfies(authorizationsRule)
  authorizations?: Record<string, boolean> | null;

  @ApiPropertyOptional({
    nullable: true,
    type: Number,
    description: 'user id of the manager; null: the owner',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  reportsToUserId?: number | null;
}
