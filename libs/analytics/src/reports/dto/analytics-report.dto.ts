import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/* The answers of /v1/analytics (docs/analytics.md "Routes"): amounts in cents HT, days in Paris. */

export class AnalyticsPeriodDto {
  @ApiProperty({ example: '2026-11-01' })
  from!: string;

  @ApiProperty({ example: '2026-11-29' })
  to!: string;
}

/** The three periods every report compares. */
export class AnalyticsComparedPeriodsDto {
  @ApiProperty({ type: AnalyticsPeriodDto })
  period!: AnalyticsPeriodDto;

  @ApiProperty({ type: AnalyticsPeriodDto, description: 'as many days, just before' })
  previous!: AnalyticsPeriodDto;

  @ApiProperty({ type: AnalyticsPeriodDto, description: 'the same dates a year earlier (29 Feb → 28 Feb)' })
  lastYear!: AnalyticsPeriodDto;
}

export class SalesFiguresDto {
  @ApiProperty({ example: 123400, description: 'cents HT, credit notes deducted' })
  ht!: number;

  @ApiProperty({ example: 12 })
  invoices!: number;

  @ApiProperty({ example: 1 })
  creditNotes!: number;

  @ApiProperty({ example: 340 })
  bottles!: number;

  @ApiProperty({ example: 331.5 })
  eq75!: number;

  @ApiProperty({ example: 10283, description: 'ht / invoices, rounded to the cent (0 without invoices)' })
  averageBasketHt!: number;
}

export class SalesTotalsDto {
  @ApiProperty({ type: SalesFiguresDto })
  current!: SalesFiguresDto;

  @ApiProperty({ type: SalesFiguresDto })
  previous!: SalesFiguresDto;

  @ApiProperty({ type: SalesFiguresDto })
  lastYear!: SalesFiguresDto;
}

export class SalesBucketDto {
  @ApiProperty({
    example: '2026-11-01',
    description: "the day, the ISO week's Monday or the month's first day",
  })
  bucket!: string;

  @ApiProperty({ example: 1000 })
  ht!: number;

  @ApiProperty({ example: 900, description: 'the previous period, bucket at the same position' })
  previousHt!: number;

  @ApiProperty({ example: 0, description: 'last year, bucket at the same position' })
  lastYearHt!: number;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'integer' },
    example: { shop: 600, backoffice: 400 },
    description: 'HT by breakdown key, only when `by` is given',
  })
  values?: Record<string, number>;
}

export class SalesBreakdownDto {
  @ApiProperty({ example: 'shop' })
  key!: string;

  @ApiProperty({ example: 'Boutique en ligne' })
  label!: string;

  @ApiProperty({ example: 60000 })
  ht!: number;

  @ApiProperty({ example: 0.486, description: 'of the period HT, three decimals' })
  share!: number;

  @ApiProperty({ example: 7 })
  invoices!: number;

  @ApiProperty({ example: 50000 })
  previousHt!: number;

  @ApiProperty({ example: 40000 })
  lastYearHt!: number;
}

export class SalesReportDto extends AnalyticsComparedPeriodsDto {
  @ApiProperty({ type: SalesTotalsDto })
  totals!: SalesTotalsDto;

  @ApiProperty({ type: [SalesBucketDto] })
  series!: SalesBucketDto[];

  @ApiProperty({ type: [SalesBreakdownDto], description: '[] without `by`; by HT, highest first' })
  breakdown!: SalesBreakdownDto[];
}

export class TopClientDto {
  @ApiProperty({ example: 12 })
  clientId!: number;

  @ApiProperty({ example: 'Cave Dupont' })
  name!: string;

  @ApiProperty({ example: 'caviste' })
  typology!: string;

  @ApiProperty({ example: 50000 })
  ht!: number;

  @ApiProperty({ example: 3 })
  invoices!: number;

  @ApiProperty({ example: 20000 })
  previousHt!: number;

  @ApiProperty({ example: 0 })
  lastYearHt!: number;

  @ApiProperty({ example: '2026-11-20', nullable: true, type: String, description: 'up to `to`' })
  lastInvoiceOn!: string | null;
}

export class ClientGroupDto {
  @ApiProperty({ example: 4 })
  count!: number;

  @ApiProperty({ example: 12000 })
  ht!: number;
}

export class DormantClientDto {
  @ApiProperty({ example: 7 })
  clientId!: number;

  @ApiProperty({ example: 'Hôtel du Lac' })
  name!: string;

  @ApiProperty({ example: '2026-03-02' })
  lastInvoiceOn!: string;

  @ApiProperty({ example: 80000 })
  htLast12Months!: number;

  @ApiProperty({ example: '+33612345678', nullable: true, type: String })
  phone!: string | null;

  @ApiProperty({ example: 'contact@hotel.fr', nullable: true, type: String })
  email!: string | null;
}

export class ClientsReportDto extends AnalyticsComparedPeriodsDto {
  @ApiProperty({ type: [TopClientDto], description: 'by HT in the period, highest first' })
  top!: TopClientDto[];

  @ApiProperty({ type: ClientGroupDto, description: 'first invoice ever in the period' })
  newClients!: ClientGroupDto;

  @ApiProperty({ type: ClientGroupDto, description: 'an invoice in the period and one before it' })
  returningClients!: ClientGroupDto;

  @ApiProperty({
    type: [DormantClientDto],
    description: 'bought in the 12 months up to `to`, nothing in its last `dormantDays` days; by HT',
  })
  dormant!: DormantClientDto[];
}

export class ProductTotalsDto {
  @ApiProperty({ example: 45000 })
  ht!: number;

  @ApiProperty({ example: 30 })
  quantity!: number;

  @ApiProperty({ example: 30 })
  bottles!: number;

  @ApiProperty({ example: 30 })
  eq75!: number;

  @ApiProperty({ example: 21000, nullable: true, type: Number, description: 'of the rows with a cost' })
  cost!: number | null;

  @ApiProperty({ example: 24000, nullable: true, type: Number })
  margin!: number | null;
}

export class ProductRowDto {
  @ApiProperty({ example: '12' })
  key!: string;

  @ApiProperty({ example: 'Clos des Lys' })
  label!: string;

  @ApiProperty({ example: 12, nullable: true, type: Number })
  productId!: number | null;

  @ApiProperty({ example: 2022, nullable: true, type: Number })
  vintage!: number | null;

  @ApiProperty({ example: '75 cl', nullable: true, type: String })
  format!: string | null;

  @ApiProperty({ example: 30 })
  quantity!: number;

  @ApiProperty({ example: 30 })
  bottles!: number;

  @ApiProperty({ example: 30 })
  eq75!: number;

  @ApiProperty({ example: 45000 })
  ht!: number;

  @ApiProperty({ example: 0 })
  previousHt!: number;

  @ApiProperty({ example: 0 })
  lastYearHt!: number;

  @ApiProperty({ example: 21000, nullable: true, type: Number })
  cost!: number | null;

  @ApiProperty({ example: 24000, nullable: true, type: Number })
  margin!: number | null;

  @ApiProperty({ example: 0.533, nullable: true, type: Number })
  marginRate!: number | null;
}

export class ProductsReportDto extends AnalyticsComparedPeriodsDto {
  @ApiProperty({ type: ProductTotalsDto })
  totals!: ProductTotalsDto;

  @ApiProperty({ type: [ProductRowDto], description: 'by HT, highest first' })
  rows!: ProductRowDto[];
}
