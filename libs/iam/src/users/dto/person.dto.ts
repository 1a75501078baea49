import { ApiProperty } from '@nestjs/swagger';

/** Who someone is, as every reply that shows a person starts: user id, login name, names, email. */
export class PersonDto {
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
}
