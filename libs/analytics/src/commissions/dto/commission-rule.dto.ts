import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Min, ValidateIf } from 'class-validator';
import { CLIENT_TYPOLOGIES, failure, type ValidationFailure } from '@cuvee/kernel';
import { Satisfies } from '@cuvee/platform';
import { COMMISSION_BASES, FULL_RATE_BP, isRateBp, type CommissionBasis } from '../../domain/commissions.js';

/** May be left out; when sent (null included) it must pass the field's rule. */
const Omittable = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

const TYPOLOGY_KEYS: readonly string[] = CLIENT_TYPOLOGIES.map((typology) => typology.key);

/** A rule: a rate of 0 to 100 % in basis points. */
export function rate(value: unknown): ValidationFailure | null {
  return isRateBp(value) ? null : failure('analytics.commissionRate', { value: String(value) });
}

function basis(value: unknown): ValidationFailure | null {
  return (COMMISSION_BASES as readonly unknown[]).includes(value)
    ? null
    : failure('analytics.unknownChoice', { value: String(value), choices: COMMISSION_BASES.join(', ') });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A rule: rates by known client typology, each typology once. */
function typologyRates(value: unknown): ValidationFailure | null {
  const wrong = failure('analytics.commissionTypologies', { choices: TYPOLOGY_KEYS.join(', ') });
  if (!Array.isArray(value)) return wrong;
  for (const item of value) {
    if (!isRecord(item) || !TYPOLOGY_KEYS.includes(item.typology as string)) return wrong;
    if (!isRateBp(item.rateBp)) return failure('analytics.commissionRate', { value: String(item.rateBp) });
  }
  return new Set(value.map((item: { typology: string }) => item.typology)).size === value.length
    ? null
    : wrong;
}

/** A rule: rates by product id, each product once (that the products are the shop's is checked after). */
function productRates(value: unknown): ValidationFailure | null {
  const wrong = failure('analytics.commissionProducts');
  if (!Array.isArray(value)) return wrong;
  for (const item of value) {
    if (!isRecord(item) || !Number.isSafeInteger(item.productId) || (item.productId as number) < 1)
      return wrong;
    if (!isRateBp(item.rateBp)) return failure('analytics.commissionRate', { value: String(item.rateBp) });
  }
  return new Set(value.map((item: { productId: number }) => item.productId)).size === value.length
    ? null
    : wrong;
}

export class TypologyRateDto {
  @ApiProperty({ description: 'a client typology key (kernel reference list)', example: 'caviste' })
  typology!: string;

  @ApiProperty({ description: `basis points, 0 to ${FULL_RATE_BP} (100 %)`, example: 800 })
  rateBp!: number;
}

export class ProductRateDto {
  @ApiProperty()
  productId!: number;

  @ApiProperty({ description: `basis points, 0 to ${FULL_RATE_BP} (100 %)`, example: 1200 })
  rateBp!: number;
}

/** The body of PUT /v1/commission-rules/{id}: what is sent changes, the agent stays. */
export class CommissionRuleChangesDto {
  @ApiPropertyOptional({ enum: COMMISSION_BASES, description: 'invoiced (credit notes deducted) or paid' })
  @Omittable()
  @Satisfies(basis)
  basis?: CommissionBasis;

  @ApiPropertyOptional({ description: `basis points of the HT, 0 to ${FULL_RATE_BP} (100 %)`, example: 500 })
  @Omittable()
  @Satisfies(rate)
  defaultRateBp?: number;

  @ApiPropertyOptional({ type: [TypologyRateDto], description: 'override the default for a client typology' })
  @Omittable()
  @Satisfies(typologyRates)
  typologyRates?: TypologyRateDto[];

  @ApiPropertyOptional({
    type: [ProductRateDto],
    description: 'override the typology and the default for a product',
  })
  @Omittable()
  @Satisfies(productRates)
  productRates?: ProductRateDto[];
}

/** The body of POST /v1/commission-rules: an agent of the shop, once; the rest defaults to nothing earned. */
export class CommissionRuleInputDto extends CommissionRuleChangesDto {
  @ApiProperty({ description: "the agent's user id (GET /v1/shop-agents)" })
  @IsInt()
  @Min(1)
  agentId!: number;
}

export class CommissionRuleDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  agentId!: number;

  @ApiProperty({ description: "the agent's name" })
  agentName!: string;

  @ApiProperty({ enum: COMMISSION_BASES })
  basis!: CommissionBasis;

  @ApiProperty()
  defaultRateBp!: number;

  @ApiProperty({ type: [TypologyRateDto] })
  typologyRates!: TypologyRateDto[];

  @ApiProperty({ type: [ProductRateDto] })
  productRates!: ProductRateDto[];

  @ApiProperty()
  updatedAt!: string;
}
