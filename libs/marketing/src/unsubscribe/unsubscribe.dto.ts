import { ApiProperty } from '@nestjs/swagger';

/** What the public unsubscribe page shows. */
export class UnsubscribeDto {
  @ApiProperty()
  shopName!: string;

  @ApiProperty({ description: 'the address, half hidden' })
  email!: string;

  @ApiProperty()
  unsubscribed!: boolean;
}
