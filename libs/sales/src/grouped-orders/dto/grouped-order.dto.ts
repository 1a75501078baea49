import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDateString, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class GroupedOrderInputDto {
  @ApiProperty()
  @IsString()
  @MinLength(1)
  @MaxLength(150)
  name!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string | null;

  @ApiProperty({ description: 'ISO date-time: no order joins after it' })
  @IsDateString({ strict: true })
  expiresAt!: string;
}

export class GroupedOrderDto {
  @ApiProperty()
  id!: number;
  @ApiProperty({ description: 'the seller' })
  shopId!: number;
  @ApiProperty()
  name!: string;
  @ApiProperty({ type: String, nullable: true })
  description!: string | null;
  @ApiProperty()
  expiresAt!: Date;
  @ApiProperty({ description: 'past its expiry: no order joins any more' })
  expired!: boolean;
  @ApiProperty({ description: 'orders placed in it (not ended)' })
  orders!: number;
  @ApiProperty({ description: 'their total TTC, cents' })
  totalTTC!: number;
  @ApiProperty()
  createdAt!: Date;
}
