import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { notCommonPassword } from '../../domain/password-policy.js';

export class ValidateAccountDto {
  @ApiProperty({ description: 'The token of the validation link' })
  @IsString()
  @MaxLength(128)
  token!: string;
}

export class EmailDto {
  @ApiProperty()
  @Satisfies(rules.needed)
  @Satisfies(rules.email)
  email!: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token of the reset link' })
  @IsString()
  @MaxLength(128)
  token!: string;

  @ApiProperty({ description: '5 characters or more, upper and lower case; common passwords are refused' })
  @Satisfies(rules.password)
  @Satisfies(notCommonPassword)
  @MaxLength(256)
  password!: string;
}

export class MessageReply {
  @ApiProperty({ example: true })
  success!: true;

  @ApiProperty()
  message!: string;
}
