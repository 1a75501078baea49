import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { optional, phoneNumber, rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { Nullable } from './rule-decorators.js';

/** A person at the client, as the form sends them (the list replaces the client's contacts). */
export class ContactInputDto {
  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @IsString()
  @MaxLength(100)
  firstname?: string | null;

  @ApiProperty()
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(100)
  lastname!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Fonction (sommelier, gérant…)' })
  @Nullable()
  @IsString()
  @MaxLength(100)
  role?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Nullable()
  @Satisfies(optional(rules.email))
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Any telephone number' })
  @Nullable()
  @IsString()
  @Satisfies(optional(phoneNumber))
  phone?: string | null;
}

export class ContactDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ type: String, nullable: true })
  firstname!: string | null;

  @ApiProperty()
  lastname!: string;

  @ApiProperty({ type: String, nullable: true })
  role!: string | null;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'E.164' })
  phone!: string | null;
}
