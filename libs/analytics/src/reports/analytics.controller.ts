import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import { Ctx, type RequestContext } from '@cuvee/platform';
import { CLIENTS_REPORT, PRODUCTS_REPORT, SALES_REPORT } from '../analytics-access.js';
import { AnalyticsReports } from './analytics-reports.service.js';
import {
  ClientsExportQueryDto,
  ClientsReportQueryDto,
  ProductsExportQueryDto,
  ProductsReportQueryDto,
  SalesExportQueryDto,
  SalesReportQueryDto,
} from './dto/analytics-query.dto.js';
import { ClientsReportDto, ProductsReportDto, SalesReportDto } from './dto/analytics-report.dto.js';
import { clientsFile, productsFile, salesFile, type ReportFile } from './report-files.js';

export const BAD_PERIOD = 'Date invalide, début après la fin, période de plus de 1 096 jours, choix inconnu';
export const FILE = {
  content: {
    'text/csv': { schema: { type: 'string', format: 'binary' } },
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
      schema: { type: 'string', format: 'binary' },
    },
  },
} as const;

export function download(reply: FastifyReply, file: ReportFile): StreamableFile {
  void reply.header('Cache-Control', 'private, no-store');
  return new StreamableFile(file.body, {
    type: file.contentType,
    disposition: `attachment; filename="${file.fileName}"`,
  });
}

/** The reports (docs/analytics.md "Routes"): HT in cents, Paris days, three periods compared. */
@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly reports: AnalyticsReports) {}

  @Get('sales')
  @Access(SALES_REPORT)
  @ApiOperation({
    summary:
      'Sales HT (credit notes deducted, deposit invoices left out) of a period against the previous one and last year: totals, series by day, ISO week or month, breakdown by channel, typology, country or agent',
  })
  @ApiOkResponse({ type: SalesReportDto })
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  sales(@Ctx() ctx: RequestContext, @Query() query: SalesReportQueryDto): Promise<SalesReportDto> {
    return this.reports.sales(ctx, query);
  }

  @Get('sales/export')
  @Access(SALES_REPORT)
  @ApiOperation({ summary: 'The sales series as a CSV or XLSX file: ventes-<from>-<to>.csv' })
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse(FILE)
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  async salesExport(
    @Ctx() ctx: RequestContext,
    @Query() query: SalesExportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    return download(
      reply,
      await salesFile(await this.reports.sales(ctx, query), query.format ?? 'csv', ctx.locale),
    );
  }

  @Get('clients')
  @Access(CLIENTS_REPORT)
  @ApiOperation({
    summary: 'Clients of a period: the top by HT, new and returning clients, the dormant ones to call back',
  })
  @ApiOkResponse({ type: ClientsReportDto })
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  clients(@Ctx() ctx: RequestContext, @Query() query: ClientsReportQueryDto): Promise<ClientsReportDto> {
    return this.reports.clients(ctx, query);
  }

  @Get('clients/export')
  @Access(CLIENTS_REPORT)
  @ApiOperation({ summary: 'The top clients as a CSV or XLSX file: clients-<from>-<to>.csv' })
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse(FILE)
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  async clientsExport(
    @Ctx() ctx: RequestContext,
    @Query() query: ClientsExportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    return download(
      reply,
      await clientsFile(await this.reports.clients(ctx, query), query.format ?? 'csv', ctx.locale),
    );
  }

  @Get('products')
  @Access(PRODUCTS_REPORT)
  @ApiOperation({
    summary:
      'What sold in a period by product, vintage or format: quantities, bottles, eq75, HT, cost and margin',
  })
  @ApiOkResponse({ type: ProductsReportDto })
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  products(@Ctx() ctx: RequestContext, @Query() query: ProductsReportQueryDto): Promise<ProductsReportDto> {
    return this.reports.products(ctx, query);
  }

  @Get('products/export')
  @Access(PRODUCTS_REPORT)
  @ApiOperation({ summary: 'The products rows as a CSV or XLSX file: produits-<from>-<to>.csv' })
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse(FILE)
  @ApiBadRequestResponse({ description: BAD_PERIOD })
  async productsExport(
    @Ctx() ctx: RequestContext,
    @Query() query: ProductsExportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    return download(
      reply,
      await productsFile(await this.reports.products(ctx, query), query.format ?? 'csv', ctx.locale),
    );
  }
}
