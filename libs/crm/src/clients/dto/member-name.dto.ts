import { ApiProperty } from '@nestjs/swagger';

/** A team member next to a client, a task or an opportunity. */
export class MemberNameDto {
  @ApiProperty({ description: 'user id' })
  id!: number;

  @ApiProperty()
  firstname!: string;

  @ApiProperty()
  lastname!: string;
}
