import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Satisfies } from '@cuvee/platform';
import {
  countedQuantity,
  manualType,
  MOVEMENT_TYPES,
  positiveQuantity,
  type MovementType,
} from '../../domain/stock-rules.js';

/** Which product, vintage and format (a product with vintages and none named takes its first). */
class ProductRefDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  productId!: number;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  vintageId?: number | null;

  @ApiProperty()
  @IsInt()
  @Min(1)
  formatId!: number;
}

export class MovementInputDto extends ProductRefDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  warehouseId!: number;

  @ApiProperty({ enum: ['production', 'purchase', 'return', 'sale', 'sample', 'breakage'] })
  @Satisfies(manualType)
  type!: MovementType;

  @ApiProperty({ description: 'bottles (units of the format), more than zero' })
  @Satisfies(positiveQuantity)
  quantity!: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(255)
  reason?: string;

  @ApiPropertyOptional({ description: 'the source document: delivery note, invoice, order number' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  sourceRef?: string;
}

export class TransferInputDto extends ProductRefDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  fromWarehouseId!: number;

  @ApiProperty({ description: 'another warehouse of the shop' })
  @IsInt()
  @Min(1)
  toWarehouseId!: number;

  @ApiProperty()
  @Satisfies(positiveQuantity)
  quantity!: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(255)
  reason?: string;
}

export class CountLineDto extends ProductRefDto {
  @ApiProperty({ description: 'bottles found, zero or more' })
  @Satisfies(countedQuantity)
  counted!: number;
}

export class CountInputDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  warehouseId!: number;

  @ApiProperty({ type: [CountLineDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => CountLineDto)
  lines!: CountLineDto[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(255)
  reason?: string;
}

export class MovementDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ enum: MOVEMENT_TYPES })
  type!: MovementType;

  @ApiProperty({ enum: ['entry', 'exit'] })
  direction!: 'entry' | 'exit';

  @ApiProperty({ description: 'bottles moved, always positive' })
  quantity!: number;

  @ApiProperty({ description: 'signed: + entry, − exit' })
  delta!: number;

  @ApiProperty()
  levelId!: number;

  @ApiProperty()
  warehouseId!: number;

  @ApiProperty()
  warehouseName!: string;

  @ApiProperty()
  productId!: number;

  @ApiProperty()
  productName!: string;

  @ApiProperty({ type: String, nullable: true })
  vintageName!: string | null;

  @ApiProperty()
  formatLabel!: string;

  @ApiProperty({ type: String, nullable: true })
  reason!: string | null;

  @ApiProperty({ type: String, nullable: true })
  sourceRef!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  userId!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'who recorded it' })
  userName!: string | null;

  @ApiProperty()
  createdAt!: Date;
}

/** What a transfer or a count wrote. */
export class MovementBatchDto {
  @ApiProperty({ description: 'the reference shared by its movements' })
  sourceRef!: string;

  @ApiProperty({ type: [MovementDto] })
  movements!: MovementDto[];
}
