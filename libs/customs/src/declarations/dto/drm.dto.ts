import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { CRD_COLORS } from '../../domain/declaration.js';
import { DOCUMENT_KINDS } from '../../domain/exit-documents.js';

export class ShipmentDto {
  @ApiProperty({ enum: ['euDelivery', 'export'] }) category!: string;
  @ApiProperty({ example: 'BE' }) country!: string;
  @ApiProperty({ description: 'the DAE reference' }) number!: string;
  @ApiProperty({ description: 'millilitres' }) ml!: number;
}

export class DrmLineDto {
  @ApiProperty() key!: string;
  @ApiProperty() customsProductId!: number;
  @ApiProperty() label!: string;
  @ApiProperty({ type: String, nullable: true }) inaoCode!: string | null;
  @ApiProperty({ enum: ['suspended', 'paid'] }) regime!: string;
  @ApiProperty({ description: 'millilitres' }) opening!: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    description: 'ml per DRM category',
  })
  entries!: Record<string, number>;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' } }) exits!: Record<string, number>;
  @ApiProperty() closing!: number;
  @ApiPropertyOptional({ type: [ShipmentDto], description: "the month's sales that left under a DAE" })
  shipments?: ShipmentDto[];
}

export class CrdLineDto {
  @ApiProperty() key!: string;
  @ApiProperty({ enum: ['T', 'M', 'PI'] }) category!: string;
  @ApiProperty() type!: string;
  @ApiProperty({ enum: CRD_COLORS }) color!: string;
  @ApiProperty({ example: 'CL_75' }) centilisation!: string;
  @ApiProperty() opening!: number;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' } }) entries!: Record<string, number>;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' } }) exits!: Record<string, number>;
  @ApiProperty() closing!: number;
}

export class DutyLineDto {
  @ApiProperty() key!: string;
  @ApiProperty() label!: string;
  @ApiProperty({ enum: ['hl', 'hlap'] }) basis!: string;
  @ApiProperty() rateCents!: number;
  @ApiProperty({ description: 'taxable ml (of pure alcohol for hlap)' }) baseMl!: number;
  @ApiProperty() amountCents!: number;
}

export class AnomalyDto {
  @ApiProperty() code!: string;
  @ApiProperty() blocking!: boolean;
  @ApiProperty({ type: 'object', additionalProperties: true }) params!: Record<string, string | number>;
  @ApiProperty({ type: [Number] }) movementIds!: number[];
}

export class DocumentRangeDto {
  @ApiProperty({ enum: DOCUMENT_KINDS }) kind!: string;
  @ApiProperty() first!: string;
  @ApiProperty() last!: string;
  @ApiProperty() count!: number;
}

export class PendingDocumentDto {
  @ApiProperty() number!: string;
  @ApiProperty({ example: '2026-10-10' }) shippedOn!: string;
  @ApiProperty({ type: String, nullable: true }) consigneeExcise!: string | null;
}

export class AnnexesDto {
  @ApiProperty({ type: [DocumentRangeDto], description: 'the numbers used in the month, per kind' })
  ranges!: DocumentRangeDto[];
  @ApiProperty({ type: [PendingDocumentDto], description: "the DAE not discharged at the month's end" })
  pending!: PendingDocumentDto[];
}

export class DrmDto {
  @ApiProperty({ example: '2026-10' }) id!: string;
  @ApiProperty({ example: '2026-10' }) month!: string;
  @ApiProperty({ enum: ['draft', 'validated', 'submitted'] }) status!: string;
  @ApiProperty({ type: String, nullable: true }) exciseNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) cvi!: string | null;
  @ApiProperty({ type: String, nullable: true }) interproSiren!: string | null;
  @ApiProperty({ type: [DrmLineDto] }) products!: DrmLineDto[];
  @ApiProperty({ type: [CrdLineDto] }) crd!: CrdLineDto[];
  @ApiProperty({ type: [DutyLineDto] }) duties!: DutyLineDto[];
  @ApiProperty() dutiesSource!: string;
  @ApiProperty() dutiesCents!: number;
  @ApiProperty({ type: [AnomalyDto] }) anomalies!: AnomalyDto[];
  @ApiProperty({ type: AnnexesDto }) annexes!: AnnexesDto;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) validatedAt!: Date | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) submittedOn!: string | null;
}

export class DrmSubmitDto {
  @ApiProperty({ example: '2026-11-08', description: 'the day it was filed with the customs' })
  @IsString()
  @MaxLength(10)
  submittedOn!: string;
}
