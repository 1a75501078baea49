import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import {
  ApiListResponse,
  Ctx,
  IdParamPipe,
  ListQueryDto,
  sendPage,
  type RequestContext,
} from '@cuvee/platform';
import { READ_DOCUMENTS } from '../billing-access.js';
import { DocumentRendersService, type RenderView } from '../pdf/renders.service.js';
import { BillingDocumentDetailDto, BillingDocumentDto } from './dto/billing-document.dto.js';
import { RenderDto, RenderRequestDto, SendDocumentDto } from './dto/document-input.dto.js';
import { DocumentsService } from './documents.service.js';

/**
 * Every sales document of the shop whatever its kind (the client 360° page: filter clientId), and
 * what any of them does: PDFs (rendered by a job, then downloaded) and mailing.
 */
@ApiTags('billing')
@Controller('billing-documents')
export class BillingDocumentsController {
  constructor(
    private readonly documents: DocumentsService,
    private readonly renders: DocumentRendersService,
  ) {}

  @Get()
  @Access(READ_DOCUMENTS)
  @ApiOperation({
    summary:
      'Quotes, invoices, deposits and credit notes together. Filters: clientId, kind, status, number, q, from, to, dueFrom, dueTo (YYYY-MM-DD), overdue',
  })
  @ApiListResponse(BillingDocumentDto, 'billing-documents')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BillingDocumentDto[]> {
    return sendPage(reply, await this.documents.list(ctx, null, query));
  }

  @Get(':id')
  @Access(READ_DOCUMENTS)
  @ApiOperation({ summary: 'One document of any kind with its lines' })
  @ApiOkResponse({ type: BillingDocumentDetailDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BillingDocumentDetailDto> {
    return this.documents.get(ctx, id, null);
  }

  @Post(':id/pdf')
  @HttpCode(202)
  @Access(READ_DOCUMENTS)
  @ApiOperation({
    summary: 'Render the PDF (or the delivery note) in a job; an issued one is kept once rendered',
  })
  @ApiAcceptedResponse({ type: RenderDto })
  render(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: RenderRequestDto,
  ): Promise<RenderView> {
    return this.renders.request(ctx, id, null, { variant: body.variant ?? 'document', locale: body.locale });
  }

  @Get(':id/renders')
  @Access(READ_DOCUMENTS)
  @ApiOperation({ summary: 'The PDFs asked for this document, latest first (status, mailing)' })
  @ApiOkResponse({ type: RenderDto, isArray: true })
  rendersOf(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<RenderView[]> {
    return this.renders.renders(ctx, id);
  }

  @Get(':id/pdf')
  @Access(READ_DOCUMENTS)
  @ApiOperation({ summary: 'Download the latest rendered PDF (variant=deliveryNote for the delivery note)' })
  @ApiOkResponse({ content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiConflictResponse({ description: "Le PDF de ce document n'est pas encore prêt" })
  async download(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Query() query: RenderRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.renders.download(ctx, id, query.variant ?? 'document', query.locale);
    void reply.header('Cache-Control', 'private, no-store');
    return new StreamableFile(file.content, {
      type: 'application/pdf',
      length: file.content.length,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }

  @Get(':id/facturx.xml')
  @Access(READ_DOCUMENTS)
  @ApiOperation({
    summary:
      'The Factur-X (EN 16931) XML of an issued invoice, deposit invoice or credit note: the structured twin of its PDF',
  })
  @ApiOkResponse({ content: { 'application/xml': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  @ApiConflictResponse({
    description: "Seuls une facture, une facture d'acompte ou un avoir émis ont un XML Factur-X",
  })
  @ApiBadRequestResponse({
    description: 'Le vendeur ne renseigne pas ce que EN 16931 demande (adresse, n° de TVA)',
  })
  async facturx(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const file = await this.renders.facturx(ctx, id);
    void reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store');
    return file.content;
  }

  @Post(':id/send')
  @HttpCode(202)
  @Access(READ_DOCUMENTS)
  @ApiOperation({
    summary:
      "Mail a numbered document's PDF to the client (or to the addresses given), from the shop's template",
  })
  @ApiAcceptedResponse({ type: RenderDto })
  send(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: SendDocumentDto,
  ): Promise<RenderView> {
    return this.renders.request(ctx, id, null, {
      variant: 'document',
      locale: body.locale,
      mail: { to: body.to ?? [], message: body.message },
    });
  }
}
