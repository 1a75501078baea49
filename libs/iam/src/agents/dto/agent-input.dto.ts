import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, MaxLength } from 'class-validator';
import { rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';

/** GET /v1/agents/find?email=: an agent account, by its exact address. */
export class FindAgentQueryDto {
  @ApiProperty({ example: 'agent@cuvee.demo' })
  @Satisfies(rules.needed)
  @Satisfies(rules.email)
  @MaxLength(191)
  email!: string;
}

/**
 * POST /v1/shop-agents: links the agent account with this address to the shop, or invites a new agent
 * (the names then fill the new account).
 */
export class LinkAgentDto {
  @ApiProperty({ example: 'agent@cuvee.demo' })
  @Satisfies(rules.needed)
  @Satisfies(rules.email)
  @MaxLength(191)
  email!: string;

  @ApiPropertyOptional({ description: 'for an invitation' })
  @IsOptional()
  @Satisfies(rules.username)
  firstname?: string;

  @ApiPropertyOptional({ description: 'for an invitation' })
  @IsOptional()
  @Satisfies(rules.username)
  lastname?: string;
}
