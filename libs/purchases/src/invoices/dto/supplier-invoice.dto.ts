import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { rules } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { SUPPLIER_INVOICE_STATUSES, type SupplierInvoiceStatus } from '../../domain/purchase-rules.js';

export class SupplierInvoiceInputDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  orderId!: number;

  @ApiPropertyOptional({
    type: [Number],
    description: 'receipts of the order it bills; default: all not yet invoiced',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsInt({ each: true })
  receiptIds?: number[];

  @ApiProperty({ description: 'the supplier’s invoice number' })
  @IsString()
  @Satisfies(rules.needed)
  @MaxLength(40)
  number!: string;

  @ApiPropertyOptional({ example: '2026-11-27', description: 'default: today' })
  @IsOptional()
  @Satisfies(rules.date)
  issuedOn?: string;

  @ApiPropertyOptional({ example: '2026-12-27', description: 'default: by the supplier’s payment terms' })
  @IsOptional()
  @Satisfies(rules.date)
  dueOn?: string;
}

export class SupplierPaymentInputDto {
  @ApiProperty({ description: 'cents' })
  @IsInt()
  @Min(1)
  amount!: number;

  @ApiPropertyOptional({ example: '2026-12-01', description: 'default: today' })
  @IsOptional()
  @Satisfies(rules.date)
  paidOn?: string;

  @ApiPropertyOptional({ description: 'transfer reference, cheque number' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  reference?: string;
}

export class SupplierPaymentDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ description: 'cents' })
  amount!: number;

  @ApiProperty()
  paidOn!: string;

  @ApiProperty({ type: String, nullable: true })
  reference!: string | null;
}

export class SupplierInvoiceDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  supplierId!: number;

  @ApiProperty()
  orderId!: number;

  @ApiProperty()
  number!: string;

  @ApiProperty()
  issuedOn!: string;

  @ApiProperty()
  dueOn!: string;

  @ApiProperty({ description: 'cents' })
  totalHt!: number;

  @ApiProperty({ description: 'cents' })
  totalVat!: number;

  @ApiProperty({ description: 'cents' })
  totalTtc!: number;

  @ApiProperty({ description: 'cents' })
  paid!: number;

  @ApiProperty({ enum: SUPPLIER_INVOICE_STATUSES })
  status!: SupplierInvoiceStatus;

  @ApiProperty({ type: [Number] })
  receiptIds!: number[];

  @ApiProperty({ type: [SupplierPaymentDto] })
  payments!: SupplierPaymentDto[];
}
