import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { BuyerDocumentDto } from './dto/buyer-documents.dto.js';
import { BuyerDocumentsService } from './buyer-documents.service.js';

const BUYER = { roles: ['buyer'] } as const;

/** The buyer's space on the shop front: their invoices and credit notes, each with its PDF. */
@ApiTags('billing')
@Controller('buyer-documents')
export class BuyerDocumentsController {
  constructor(private readonly documents: BuyerDocumentsService) {}

  @Get()
  @Access(BUYER)
  @ApiOperation({
    summary:
      "The buyer's issued invoices, deposit invoices and credit notes, every seller's. Filters: kind, status, number, sellerId",
  })
  @ApiListResponse(BuyerDocumentDto, 'buyer-documents')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BuyerDocumentDto[]> {
    return sendPage(reply, await this.documents.list(ctx, query));
  }

  @Get(':id/pdf')
  @Access(BUYER)
  @ApiOperation({ summary: 'Download one of them as issued (drawn on the first download, then kept)' })
  @ApiOkResponse({ content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiNotFoundResponse({ description: "Ressource introuvable (another buyer's, a draft, a quote)" })
  async download(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.documents.pdf(ctx, id);
    void reply.header('Cache-Control', 'private, no-store');
    return new StreamableFile(file.content, {
      type: 'application/pdf',
      length: file.content.length,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }
}
