import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { notCommonPassword } from '../../domain/password-policy.js';

export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(256)
  currentPassword!: string;

  @ApiProperty({ description: '5 characters or more, upper and lower case; common passwords are refused' })
  @Satisfies(rules.password)
  @Satisfies(notCommonPassword)
  @MaxLength(256)
  newPassword!: string;
}

/** POST /v1/users/me/erasure: the account's password confirms the erasure. */
export class AccountErasureDto {
  @ApiProperty()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(256)
  password!: string;
}
