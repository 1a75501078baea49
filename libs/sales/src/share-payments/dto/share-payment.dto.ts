import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';

export class ShareCardInputDto {
  @ApiProperty({
    description:
      "the card as the provider's front component hands it over (a token; the sandbox takes a test card number)",
  })
  @IsString()
  @MaxLength(200)
  paymentMethod!: string;

  @ApiProperty({ description: "where 3-D Secure sends the payer back (their share's page)" })
  @IsString()
  @MaxLength(500)
  returnUrl!: string;
}

export class ShareValidate3dsDto {
  @ApiProperty({ description: 'the `imprint` query parameter of the return address' })
  @IsString()
  @MaxLength(100)
  imprint!: string;

  @ApiProperty({ description: "the holder's answer on the bank page (the sandbox's)" })
  @IsBoolean()
  approved!: boolean;
}

export class ShareCardResultDto {
  @ApiProperty({ description: 'the share is paid' })
  paid!: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'the bank page, when 3-D Secure is asked' })
  redirectUrl!: string | null;
}
