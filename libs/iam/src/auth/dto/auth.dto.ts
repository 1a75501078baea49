import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsPositive, IsString, MaxLength, ValidateIf } from 'class-validator';
import { rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { MasterAccountView, UserView } from '../../users/dto/user-view.dto.js';

/** Username or email, and password (ADR 0008). Either field may carry an email address. */
export class LoginDto {
  @ApiPropertyOptional({ description: 'Username, or the email address' })
  @ValidateIf((dto: LoginDto) => dto.email === undefined)
  @Satisfies(rules.needed)
  @IsString()
  @MaxLength(191)
  username?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(191)
  email?: string;

  @ApiProperty()
  @Satisfies(rules.needed)
  @IsString()
  @MaxLength(256)
  password!: string;
}

export class RefreshDto {
  @ApiProperty()
  @IsString()
  @MaxLength(128)
  refreshToken!: string;
}

export class LogoutDto {
  @ApiPropertyOptional({
    description: 'Ends the session of this refresh token (and of the bearer token, if any)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  refreshToken?: string;
}

export class SwitchAccountDto {
  @ApiProperty({ description: 'An account linked to the same master account' })
  @IsInt()
  @IsPositive()
  accountId!: number;
}

export class TokensReply {
  @ApiProperty({ description: 'Access token (JWT, 15 minutes), sent as `Authorization: Bearer …`' })
  jwt!: string;

  @ApiProperty({ description: 'Refresh token (30 days, single use: each refresh returns a new one)' })
  refreshToken!: string;
}

export class LoginReply extends TokensReply {
  @ApiProperty({ type: UserView })
  user!: UserView;

  @ApiProperty({ type: MasterAccountView, nullable: true })
  masterAccount!: MasterAccountView | null;
}

export class SuccessReply {
  @ApiProperty({ example: true })
  success!: true;
}
