import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { optional, rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { positiveQuantity } from '@cuvee/stock';
import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from '../../domain/purchase-rules.js';

export const MAX_ORDER_LINES = 200;

export class PurchaseLineInputDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  productId!: number;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'default: the product’s first vintage' })
  @IsOptional()
  @IsInt()
  @Min(1)
  vintageId?: number | null;

  @ApiProperty()
  @IsInt()
  @Min(1)
  formatId!: number;

  @ApiProperty({ description: 'units of the format, more than zero' })
  @Satisfies(positiveQuantity)
  quantity!: number;

  // At most 100 000 € a unit: a full order's totals stay safe integers of cents.
  @ApiProperty({ description: 'unit price excluding tax, cents' })
  @IsInt()
  @Min(0)
  @Max(10_000_000)
  unitHt!: number;

  @ApiPropertyOptional({ description: 'VAT rate in percent, default 20' })
  @IsOptional()
  @Satisfies(rules.tva)
  vatRate?: number;

  @ApiPropertyOptional({ description: 'default: the product’s name' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  label?: string;
}

export class PurchaseOrderInputDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  supplierId!: number;

  @ApiPropertyOptional({ description: 'where the goods are expected; default: the default warehouse' })
  @IsOptional()
  @IsInt()
  @Min(1)
  warehouseId?: number;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-01' })
  @IsOptional()
  @Satisfies(optional(rules.date))
  expectedOn?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  notes?: string | null;

  @ApiProperty({ type: [PurchaseLineInputDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_ORDER_LINES)
  @ValidateNested({ each: true })
  @Type(() => PurchaseLineInputDto)
  lines!: PurchaseLineInputDto[];
}

export class ReceiptLineInputDto {
  @ApiProperty({ description: 'a line of the order' })
  @IsInt()
  @Min(1)
  orderLineId!: number;

  @ApiProperty()
  @Satisfies(positiveQuantity)
  quantity!: number;
}

export class ReceiptInputDto {
  @ApiPropertyOptional({ description: 'default: the order’s warehouse' })
  @IsOptional()
  @IsInt()
  @Min(1)
  warehouseId?: number;

  @ApiPropertyOptional({ example: '2026-11-27', description: 'default: today' })
  @IsOptional()
  @Satisfies(rules.date)
  receivedOn?: string;

  @ApiPropertyOptional({ description: 'the supplier’s delivery note' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  deliveryNote?: string;

  @ApiPropertyOptional({ description: 'true to accept more than ordered (recorded on the receipt)' })
  @IsOptional()
  @IsBoolean()
  confirmOver?: boolean;

  @ApiProperty({ type: [ReceiptLineInputDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_ORDER_LINES)
  @ValidateNested({ each: true })
  @Type(() => ReceiptLineInputDto)
  lines!: ReceiptLineInputDto[];
}

export class PurchaseLineDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  productId!: number;

  @ApiProperty()
  vintageId!: number;

  @ApiProperty()
  formatId!: number;

  @ApiProperty()
  label!: string;

  @ApiProperty()
  quantity!: number;

  @ApiProperty()
  received!: number;

  @ApiProperty({ description: 'cents' })
  unitHt!: number;

  @ApiProperty({ description: 'percent' })
  vatRate!: number;
}

export class ReceiptLineDto {
  @ApiProperty()
  orderLineId!: number;

  @ApiProperty()
  quantity!: number;

  @ApiProperty({ description: 'of it, beyond the order' })
  excess!: number;

  @ApiProperty()
  movementId!: number;
}

export class ReceiptDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  warehouseId!: number;

  @ApiProperty()
  receivedOn!: string;

  @ApiProperty({ type: String, nullable: true })
  deliveryNote!: string | null;

  @ApiProperty()
  overConfirmed!: boolean;

  @ApiProperty({ type: Number, nullable: true })
  invoiceId!: number | null;

  @ApiProperty({ type: [ReceiptLineDto] })
  lines!: ReceiptLineDto[];
}

export class PurchaseOrderDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  number!: string;

  @ApiProperty()
  supplierId!: number;

  @ApiProperty()
  supplierName!: string;

  @ApiProperty({ enum: PURCHASE_ORDER_STATUSES })
  status!: PurchaseOrderStatus;

  @ApiProperty()
  warehouseId!: number;

  @ApiProperty({ type: String, nullable: true })
  expectedOn!: string | null;

  @ApiProperty({ description: 'cents' })
  totalHt!: number;

  @ApiProperty({ description: 'cents' })
  totalTtc!: number;

  @ApiProperty({ type: Date, nullable: true })
  sentAt!: Date | null;

  @ApiProperty()
  createdAt!: Date;
}

export class PurchaseOrderDetailDto extends PurchaseOrderDto {
  @ApiProperty({ type: String, nullable: true })
  notes!: string | null;

  @ApiProperty({ type: [PurchaseLineDto] })
  lines!: PurchaseLineDto[];

  @ApiProperty({ type: [ReceiptDto] })
  receipts!: ReceiptDto[];
}

export class SuggestedLineDto {
  @ApiProperty()
  productId!: number;

  @ApiProperty()
  vintageId!: number;

  @ApiProperty()
  formatId!: number;

  @ApiProperty()
  label!: string;

  @ApiProperty({ description: 'what brings the stock back to twice its low-stock threshold' })
  quantity!: number;
}
