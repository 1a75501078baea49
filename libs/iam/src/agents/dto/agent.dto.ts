import { ApiProperty } from '@nestjs/swagger';
import { PersonDto } from '../../users/dto/person.dto.js';

/** GET /v1/agents/find: the agent account found, and whether it already works for the caller's shop. */
export class FoundAgentDto extends PersonDto {
  @ApiProperty({ description: 'already linked to the caller’s shop' })
  linked!: boolean;
}
