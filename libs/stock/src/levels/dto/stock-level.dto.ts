import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { Satisfies } from '@cuvee/platform';
import { countedQuantity } from '../../domain/stock-rules.js';

export class StockLevelDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  warehouseId!: number;

  @ApiProperty()
  warehouseName!: string;

  @ApiProperty()
  productId!: number;

  @ApiProperty()
  productName!: string;

  @ApiProperty({ description: '0: the product has no vintages' })
  vintageId!: number;

  @ApiProperty({ type: String, nullable: true })
  vintageName!: string | null;

  @ApiProperty()
  formatId!: number;

  @ApiProperty({ description: 'e.g. "75 cl", "5 l bib"' })
  formatLabel!: string;

  @ApiProperty({ type: String, nullable: true })
  color!: string | null;

  @ApiProperty({ type: String, nullable: true })
  appellation!: string | null;

  @ApiProperty()
  onHand!: number;

  @ApiProperty({ description: 'held by pending orders' })
  reserved!: number;

  @ApiProperty({ description: 'set aside by running allocations' })
  allocated!: number;

  @ApiProperty({ description: 'onHand − reserved − allocated' })
  available!: number;

  @ApiProperty({ type: Number, nullable: true })
  lowThreshold!: number | null;

  @ApiProperty({ description: 'available is below the threshold' })
  low!: boolean;

  @ApiProperty()
  updatedAt!: Date;
}

export class StockLevelInputDto {
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'alert below this many available; null: none',
  })
  @IsOptional()
  @Satisfies(countedQuantity)
  lowThreshold?: number | null;
}

/** A level whose stored numbers differ from what the ledger and the open reservations say. */
export class StockDriftDto {
  @ApiProperty()
  levelId!: number;

  @ApiProperty()
  onHand!: number;

  @ApiProperty({ description: 'sum of the ledger movements' })
  ledgerOnHand!: number;

  @ApiProperty()
  reserved!: number;

  @ApiProperty({ description: 'sum of pending reservation lines' })
  expectedReserved!: number;

  @ApiProperty()
  allocated!: number;

  @ApiProperty({ description: 'unused quota of running allocations' })
  expectedAllocated!: number;
}
