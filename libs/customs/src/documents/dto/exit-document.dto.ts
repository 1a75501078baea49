import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  DESTINATIONS,
  DOCUMENT_KINDS,
  type Destination,
  type DocumentKind,
} from '../../domain/exit-documents.js';

export class ExitDocumentDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'the sale exit of the stock ledger it accompanies' }) movementId!: number;
  @ApiProperty({ enum: DOCUMENT_KINDS }) kind!: DocumentKind;
  @ApiProperty() number!: string;
  @ApiProperty({ example: '2026-10-14' }) shippedOn!: string;
  @ApiProperty({ enum: DESTINATIONS }) destination!: Destination;
  @ApiProperty({ type: String, nullable: true, example: 'BE' }) country!: string | null;
  @ApiProperty({ type: String, nullable: true }) consigneeExcise!: string | null;
  @ApiProperty({ type: String, nullable: true }) dischargedOn!: string | null;
  @ApiProperty() createdAt!: Date;
}

export class ExitDocumentInputDto {
  @ApiProperty() @IsInt() @Min(1) @Max(2_147_483_647) movementId!: number;
  @ApiProperty({ enum: DOCUMENT_KINDS }) @IsIn([...DOCUMENT_KINDS]) kind!: DocumentKind;
  @ApiProperty({ description: 'a DAE: its reference code (21 characters at most)' })
  @IsString()
  @MaxLength(30)
  number!: string;
  @ApiPropertyOptional({ description: "'YYYY-MM-DD'; the movement's day when absent" })
  @IsOptional()
  @IsString()
  shippedOn?: string;
  @ApiProperty({ enum: DESTINATIONS, description: 'a DAE: eu or export; a DSA: france' })
  @IsIn([...DESTINATIONS])
  destination!: Destination;
  @ApiPropertyOptional({ example: 'BE' }) @IsOptional() @IsString() @MaxLength(2) country?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(13) consigneeExcise?: string;
}

export class DischargeInputDto {
  @ApiProperty({ example: '2026-10-20' }) @IsString() dischargedOn!: string;
}
