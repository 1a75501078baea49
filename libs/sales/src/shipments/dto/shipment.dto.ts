import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@cuvee/billing';

/* An order's shipments (deliveries in several parts, ADR 0074): what the back office sends and sees. */

export class OrderShipmentLineInputDto {
  @ApiProperty({ description: "the order line's id" })
  @IsInt()
  @Min(1)
  lineId!: number;

  @ApiProperty({ description: 'units shipped now; 0 leaves the line out' })
  @IsInt()
  @Min(0)
  @Max(MAX_LINE_QUANTITY)
  quantity!: number;
}

export class OrderShipmentInputDto {
  @ApiProperty({ type: [OrderShipmentLineInputDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested({ each: true })
  @Type(() => OrderShipmentLineInputDto)
  lines!: OrderShipmentLineInputDto[];

  @ApiPropertyOptional({ example: '2026-03-14', description: 'the day it left; default: today (Paris)' })
  @IsOptional()
  @Satisfies(rules.date)
  shippedOn?: string;

  @ApiPropertyOptional({ maxLength: 64 })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  trackingNumber?: string;
}

export class OrderShipmentLineDto {
  @ApiProperty()
  lineId!: number;
  @ApiProperty({ description: 'the product as the order named it' })
  label!: string;
  @ApiProperty()
  quantity!: number;
}

export class OrderShipmentDto {
  @ApiProperty()
  id!: number;
  @ApiProperty()
  orderId!: number;
  @ApiProperty({ description: '1, 2…: its rank among the order’s shipments' })
  position!: number;
  @ApiProperty({ example: '2026-03-14' })
  shippedOn!: string;
  @ApiProperty({ type: String, nullable: true })
  trackingNumber!: string | null;
  @ApiProperty({ type: [OrderShipmentLineDto] })
  lines!: OrderShipmentLineDto[];
  @ApiProperty({ type: Number, nullable: true })
  invoiceId!: number | null;
  @ApiProperty({ type: String, nullable: true })
  invoiceNumber!: string | null;
  @ApiProperty()
  createdAt!: Date;
}

export class OrderShipmentProgressLineDto {
  @ApiProperty()
  lineId!: number;
  @ApiProperty()
  label!: string;
  @ApiProperty()
  ordered!: number;
  @ApiProperty()
  shipped!: number;
  @ApiProperty({ description: 'units of shipments already invoiced' })
  invoiced!: number;
  @ApiProperty({ description: 'ordered less shipped' })
  left!: number;
}

export class OrderShipmentsDto {
  @ApiProperty({ type: [OrderShipmentDto] })
  shipments!: OrderShipmentDto[];
  @ApiProperty({ type: [OrderShipmentProgressLineDto] })
  lines!: OrderShipmentProgressLineDto[];
  @ApiProperty({
    enum: ['perShipment', 'whole', 'none'],
    description:
      'how the order is invoiced: per shipment (once one is), whole (POST /v1/invoices with source orders), or not yet',
  })
  invoicing!: 'perShipment' | 'whole' | 'none';
}
