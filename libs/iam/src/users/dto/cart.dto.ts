import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsObject } from 'class-validator';
import { Nullable } from './optional.js';

/**
 * The cart as the front ends save it (debounced, `message=false`). The orders' inner shape belongs
 * to sales and is priced again by the server before any order is placed, so it is kept as sent.
 */
export class CartDto {
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  @IsArray()
  @IsObject({ each: true })
  orders!: Record<string, unknown>[];

  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true })
  @Nullable()
  lastUpdated?: string | number | null;
}
