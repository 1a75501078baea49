import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { MAX_CART_LINES } from '@cuvee/billing';
import { OrderLineInputDto } from '../../orders/dto/order.dto.js';
import { SALES_POINT_PAYMENT_METHODS, type SalesPointPaymentMethod } from '../sales-point.entity.js';

export class SalesPointInputDto {
  @ApiProperty()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  name!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  address?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: "null: the shop's default warehouse" })
  @IsOptional()
  @IsInt()
  @Min(1)
  warehouseId?: number | null;

  @ApiPropertyOptional({ description: "a key of the shop's typologies (public by default)" })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  typology?: string;

  @ApiProperty({ enum: SALES_POINT_PAYMENT_METHODS, isArray: true })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayUnique()
  @IsIn(SALES_POINT_PAYMENT_METHODS, { each: true })
  paymentMethods!: SalesPointPaymentMethod[];
}

export class SalesPointDto {
  @ApiProperty()
  id!: number;
  @ApiProperty()
  name!: string;
  @ApiProperty({ type: String, nullable: true })
  address!: string | null;
  @ApiProperty({ type: Number, nullable: true })
  warehouseId!: number | null;
  @ApiProperty()
  typology!: string;
  @ApiProperty({ enum: SALES_POINT_PAYMENT_METHODS, isArray: true })
  paymentMethods!: string[];
  @ApiProperty()
  archived!: boolean;
  @ApiProperty()
  createdAt!: Date;
}

export class SalesPointOrderDto {
  @ApiProperty({ type: [OrderLineInputDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested({ each: true })
  @Type(() => OrderLineInputDto)
  lines!: OrderLineInputDto[];

  @ApiProperty({ enum: SALES_POINT_PAYMENT_METHODS, description: 'one the sales point takes' })
  @IsIn(SALES_POINT_PAYMENT_METHODS)
  paymentMethod!: SalesPointPaymentMethod;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'a client of the shop, if known' })
  @IsOptional()
  @IsInt()
  @Min(1)
  clientId?: number | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  sellerNotes?: string;
}
