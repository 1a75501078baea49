import { Body, Controller, Get, Param, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import { Ctx, type RequestContext } from '@cuvee/platform';
import { BUDGET } from '../analytics-access.js';
import { download, FILE } from '../reports/analytics.controller.js';
import { ReportFormatQueryDto } from '../reports/dto/analytics-query.dto.js';
import { budgetFile } from '../reports/report-files.js';
import { budgetYear, BudgetService } from './budget.service.js';
import { BudgetComparisonDto, BudgetDto, BudgetInputDto } from './dto/budget.dto.js';

const BAD_YEAR = 'Année hors de 2000 à 2100';
const BAD_GRID = 'Année hors de 2000 à 2100, mois, catégorie ou montant invalide, cellule en double';

/** A year's budget by month and sales channel against what was invoiced (docs/analytics.md "Budget"). */
@ApiTags('analytics')
@Controller('analytics/budget')
export class BudgetController {
  constructor(private readonly budget: BudgetService) {}

  @Get(':year')
  @Access(BUDGET)
  @ApiOperation({ summary: "The year's budget: HT planned by month and sales channel, cents, every cell" })
  @ApiOkResponse({ type: BudgetDto })
  @ApiBadRequestResponse({ description: BAD_YEAR })
  get(@Ctx() ctx: RequestContext, @Param('year') year: string): Promise<BudgetDto> {
    return this.budget.get(ctx, budgetYear(year));
  }

  @Put(':year')
  @Access(BUDGET)
  @ApiOperation({ summary: "Save the year's whole grid in one go (a cell left out is zero)" })
  @ApiOkResponse({ type: BudgetDto })
  @ApiBadRequestResponse({ description: BAD_GRID })
  put(
    @Ctx() ctx: RequestContext,
    @Param('year') year: string,
    @Body() body: BudgetInputDto,
  ): Promise<BudgetDto> {
    return this.budget.put(ctx, budgetYear(year), body);
  }

  @Get(':year/comparison')
  @Access(BUDGET)
  @ApiOperation({
    summary:
      'Budget against HT invoiced (credit notes deducted) by month and channel: variance, the year and the year to date',
  })
  @ApiOkResponse({ type: BudgetComparisonDto })
  @ApiBadRequestResponse({ description: BAD_YEAR })
  comparison(@Ctx() ctx: RequestContext, @Param('year') year: string): Promise<BudgetComparisonDto> {
    return this.budget.comparison(ctx, budgetYear(year));
  }

  @Get(':year/export')
  @Access(BUDGET)
  @ApiOperation({ summary: 'The comparison as a CSV or XLSX file: budget-<year>-01-01-<year>-12-31.csv' })
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse(FILE)
  @ApiBadRequestResponse({ description: BAD_YEAR })
  async export(
    @Ctx() ctx: RequestContext,
    @Param('year') year: string,
    @Query() query: ReportFormatQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const comparison = await this.budget.comparison(ctx, budgetYear(year));
    return download(reply, await budgetFile(comparison, query.format ?? 'csv', ctx.locale));
  }
}
