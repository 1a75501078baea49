import { ApiProperty } from '@nestjs/swagger';

/** GET /v1/agents/find: the agent account found, and whether it already works for the caller's shop. */
export class FoundAgentDto {
  @ApiProperty({ description: 'user id' })
  id!: number;

  @ApiProperty()
  username!: string;

  @ApiProperty()
  firstname!: string;

  @ApiProperty()
  lastname!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ description: 'already linked to the caller’s shop' })
  linked!: boolean;
}
