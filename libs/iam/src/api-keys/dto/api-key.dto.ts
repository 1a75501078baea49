import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import { PERMISSIONS, rules, type Permission } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';

/** POST /v1/api-keys. */
export class CreateApiKeyDto {
  @ApiProperty({ example: 'Logisticien Transvin', maxLength: 100 })
  @Satisfies(rules.needed)
  @IsString()
  @MaxLength(100)
  name!: string;

  @ApiProperty({
    enum: PERMISSIONS,
    isArray: true,
    example: ['seeAllOrder', 'seeAllStock'],
    description: 'What the key may do; never more than its creator holds',
  })
  @IsArray()
  @ArrayMaxSize(PERMISSIONS.length)
  @IsIn(PERMISSIONS, { each: true })
  permissions!: Permission[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2027-06-30T00:00:00Z',
    description: 'When the key stops working; null: never',
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  expiresAt?: string | null;
}

export class ApiKeyDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'Logisticien Transvin' })
  name!: string;

  @ApiProperty({ example: 'cuvee_Ab3xYz', description: 'The first characters of the secret' })
  start!: string;

  @ApiProperty({ enum: PERMISSIONS, isArray: true })
  permissions!: Permission[];

  @ApiProperty({ enum: ['active', 'expired', 'revoked'] })
  status!: 'active' | 'expired' | 'revoked';

  @ApiProperty({ type: String, nullable: true })
  expiresAt!: string | null;

  @ApiProperty({ type: String, nullable: true })
  revokedAt!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'To the minute' })
  lastUsedAt!: string | null;

  @ApiProperty()
  createdByUserId!: number;

  @ApiProperty()
  createdAt!: string;
}

/** The answer to a creation: the only time the secret is shown. */
export class CreatedApiKeyDto extends ApiKeyDto {
  @ApiProperty({
    example: 'cuvee_Ab3xYz…',
    description: 'Send it as `Authorization: Bearer <secret>`; it is shown this once and never again',
  })
  secret!: string;
}
