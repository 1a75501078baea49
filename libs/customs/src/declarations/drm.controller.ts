import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import { ApiListResponse, Ctx, ListQueryDto, sendPage, type RequestContext } from '@cuvee/platform';
import { CUSTOMS } from '../customs-access.js';
import { drmCsv, drmXml } from '../domain/drm-outputs.js';
import { renderDrmPdf } from './drm-pdf.js';
import { DrmService, type DrmView } from './drm.service.js';
import { DrmDto, DrmSubmitDto } from './dto/drm.dto.js';

@ApiTags('customs')
@Controller('drm')
export class DrmController {
  constructor(private readonly drm: DrmService) {}

  @Get()
  @Access(CUSTOMS)
  @ApiOperation({
    summary: 'The DRM months: drafts up to the current month, then the validated ones (newest first)',
  })
  @ApiListResponse(DrmDto, 'drm')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DrmView[]> {
    return sendPage(reply, await this.drm.months(ctx, query));
  }

  @Get(':month')
  @Access(CUSTOMS)
  @ApiOperation({
    summary: "A month's DRM (YYYY-MM): computed from the ledgers while a draft, fixed once validated",
  })
  @ApiOkResponse({ type: DrmDto })
  get(@Ctx() ctx: RequestContext, @Param('month') month: string): Promise<DrmView> {
    return this.drm.get(ctx, month);
  }

  @Post(':month/validate')
  @HttpCode(200)
  @Access(CUSTOMS)
  @ApiOperation({
    summary: 'Validate (lock) a month: refused while it has blocking anomalies or the previous month is open',
  })
  @ApiOkResponse({ type: DrmDto })
  @ApiConflictResponse({ description: 'Le mois 2026-10 est déjà validé…' })
  validate(@Ctx() ctx: RequestContext, @Param('month') month: string): Promise<DrmView> {
    return this.drm.validate(ctx, month);
  }

  @Post(':month/submit')
  @HttpCode(200)
  @Access(CUSTOMS)
  @ApiOperation({ summary: 'Mark a validated month as filed with the customs on a day' })
  @ApiOkResponse({ type: DrmDto })
  submit(
    @Ctx() ctx: RequestContext,
    @Param('month') month: string,
    @Body() body: DrmSubmitDto,
  ): Promise<DrmView> {
    return this.drm.submit(ctx, month, body.submittedOn);
  }

  @Get(':month/xml')
  @Access(CUSTOMS)
  @ApiOperation({ summary: "The month as the customs' XML (interprofessions' service contract)" })
  @ApiProduces('application/xml')
  async xml(
    @Ctx() ctx: RequestContext,
    @Param('month') month: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const view = await this.drm.get(ctx, month);
    reply.header('Content-Type', 'application/xml; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="drm-${view.month}.xml"`);
    return drmXml(view);
  }

  @Get(':month/csv')
  @Access(CUSTOMS)
  @ApiOperation({ summary: 'The month as the "logiciels tiers" CSV of the interprofessions\' portals' })
  @ApiProduces('text/csv')
  async csv(
    @Ctx() ctx: RequestContext,
    @Param('month') month: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const view = await this.drm.get(ctx, month);
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="drm-${view.month}.csv"`);
    return drmCsv(view, view.cvi ?? view.exciseNumber ?? '');
  }

  @Get(':month/pdf')
  @Access(CUSTOMS)
  @ApiOperation({ summary: 'The month as a PDF summary to check before filing' })
  @ApiProduces('application/pdf')
  async pdf(
    @Ctx() ctx: RequestContext,
    @Param('month') month: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const view = await this.drm.get(ctx, month);
    reply.header('Content-Type', 'application/pdf');
    reply.header('Content-Disposition', `attachment; filename="drm-${view.month}.pdf"`);
    return renderDrmPdf(view, ctx.locale);
  }
}
