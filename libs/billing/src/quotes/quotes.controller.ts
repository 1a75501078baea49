import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
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
import { READ_DOCUMENTS, WRITE_QUOTES } from '../billing-access.js';
import { BillingDocumentDetailDto, BillingDocumentDto } from '../documents/dto/billing-document.dto.js';
import { DocumentSentDto, QuoteInputDto, SendDocumentDto } from '../documents/dto/document-input.dto.js';
import { QuotesService } from './quotes.service.js';

@ApiTags('billing')
@Controller('quotes')
export class QuotesController {
  constructor(private readonly quotes: QuotesService) {}

  @Get()
  @Access(READ_DOCUMENTS)
  @ApiOperation({
    summary:
      'Quotes (/orders/quotes). Filters: id, clientId, status, number, rootId, q, from, to (YYYY-MM-DD), latest (true: no replaced version)',
  })
  @ApiListResponse(BillingDocumentDto, 'quotes')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BillingDocumentDto[]> {
    return sendPage(reply, await this.quotes.list(ctx, query));
  }

  @Get(':id')
  @Access(READ_DOCUMENTS)
  @ApiOperation({ summary: 'One quote with its lines' })
  @ApiOkResponse({ type: BillingDocumentDetailDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BillingDocumentDetailDto> {
    return this.quotes.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(WRITE_QUOTES)
  @ApiOperation({
    summary: 'A draft quote (/orders/add?subType=quote): client, catalogue or free lines, validity',
  })
  @ApiCreatedResponse({ type: BillingDocumentDetailDto })
  create(@Ctx() ctx: RequestContext, @Body() body: QuoteInputDto): Promise<BillingDocumentDetailDto> {
    return this.quotes.create(ctx, body);
  }

  @Put(':id')
  @Access(WRITE_QUOTES)
  @ApiOperation({
    summary: 'Edit a draft; a quote already sent gets a new version (the answer is that version)',
  })
  @ApiOkResponse({ type: BillingDocumentDetailDto })
  @ApiConflictResponse({ description: 'Ce devis ne peut plus être modifié' })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: QuoteInputDto,
  ): Promise<BillingDocumentDetailDto> {
    return this.quotes.update(ctx, id, body);
  }

  @Delete(':id')
  @Access(WRITE_QUOTES)
  @ApiOperation({ summary: 'Delete a draft quote' })
  @ApiOkResponse({ type: BillingDocumentDto })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BillingDocumentDto> {
    return this.quotes.remove(ctx, id);
  }

  @Post(':id/send')
  @HttpCode(202)
  @Access(WRITE_QUOTES)
  @ApiOperation({ summary: 'Number the quote (first sending) and mail its PDF (a job renders it)' })
  @ApiOkResponse({ type: DocumentSentDto })
  send(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: SendDocumentDto,
  ): Promise<DocumentSentDto> {
    return this.quotes.send(ctx, id, body);
  }

  @Post(':id/accept')
  @HttpCode(200)
  @Access(WRITE_QUOTES)
  @ApiOperation({
    summary:
      'The client accepts the quote (while valid; latest version only) → an order when the orders context is there',
  })
  @ApiOkResponse({ type: BillingDocumentDetailDto })
  @ApiConflictResponse({ description: 'Ce devis a expiré…' })
  accept(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
  ): Promise<BillingDocumentDetailDto> {
    return this.quotes.accept(ctx, id);
  }

  @Post(':id/refuse')
  @HttpCode(200)
  @Access(WRITE_QUOTES)
  @ApiOperation({ summary: 'The client refuses the quote' })
  @ApiOkResponse({ type: BillingDocumentDetailDto })
  refuse(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
  ): Promise<BillingDocumentDetailDto> {
    return this.quotes.refuse(ctx, id);
  }
}
