import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
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
import { BILL, READ_DOCUMENTS } from '../billing-access.js';
import { BillingDocumentDetailDto, BillingDocumentDto } from '../documents/dto/billing-document.dto.js';
import { CreditNoteInputDto, DepositInputDto, InvoiceInputDto } from '../documents/dto/document-input.dto.js';
import { InvoicesService } from './invoices.service.js';

@ApiTags('billing')
@Controller('invoices')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @Access(READ_DOCUMENTS)
  @ApiOperation({
    summary:
      'Invoices (/orders/bills). Filters: id, clientId, status, number, correctsId, q, from, to, dueFrom, dueTo (YYYY-MM-DD), overdue',
  })
  @ApiListResponse(BillingDocumentDto, 'invoices')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BillingDocumentDto[]> {
    return sendPage(reply, await this.invoices.list(ctx, 'invoice', query));
  }

  @Get(':id')
  @Access(READ_DOCUMENTS)
  @ApiOperation({ summary: 'One document with its lines' })
  @ApiOkResponse({ type: BillingDocumentDetailDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BillingDocumentDetailDto> {
    return this.invoices.get(ctx, 'invoice', id);
  }

  @Post()
  @HttpCode(201)
  @Access(BILL)
  @ApiOperation({
    summary:
      'A draft invoice: direct (subType=bill, catalogue or free lines) or from a source (accepted quotes; orders once wired); deposits of the source are deducted',
  })
  @ApiCreatedResponse({ type: BillingDocumentDetailDto })
  @ApiBadRequestResponse({ description: 'French message naming the problem' })
  create(@Ctx() ctx: RequestContext, @Body() body: InvoiceInputDto): Promise<BillingDocumentDetailDto> {
    return this.invoices.createInvoice(ctx, body);
  }

  @Put(':id')
  @Access(BILL)
  @ApiOperation({ summary: 'Edit a draft; an issued invoice answers 409 (correct it with a credit note)' })
  @ApiOkResponse({ type: BillingDocumentDetailDto })
  @ApiConflictResponse({ description: 'Ce document est émis…' })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: InvoiceInputDto,
  ): Promise<BillingDocumentDetailDto> {
    return this.invoices.updateInvoice(ctx, id, body);
  }

  @Delete(':id')
  @Access(BILL)
  @ApiOperation({ summary: 'Delete a draft; an issued document answers 409 and stays' })
  @ApiOkResponse({ type: BillingDocumentDto })
  @ApiConflictResponse({ description: 'Ce document est émis…' })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BillingDocumentDto> {
    return this.invoices.remove(ctx, 'invoice', id);
  }

  @Post(':id/issue')
  @HttpCode(200)
  @Access(BILL)
  @ApiOperation({
    summary: 'Issue: the next number of the series, the legal content frozen and hashed (ADR 0016)',
  })
  @ApiOkResponse({ type: BillingDocumentDetailDto })
  @ApiBadRequestResponse({ description: 'Mentions obligatoires manquantes…' })
  issue(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BillingDocumentDetailDto> {
    return this.invoices.issueInvoice(ctx, id);
  }
}

@ApiTags('billing')
@Controller('deposit-invoices')
export class DepositInvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @Access(READ_DOCUMENTS)
  @ApiOperation({
    summary:
      'Deposit invoices (/orders/deposits). Filters: id, clientId, status, number, correctsId, q, from, to, dueFrom, dueTo (YYYY-MM-DD), overdue',
  })
  @ApiListResponse(BillingDocumentDto, 'deposit-invoices')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BillingDocumentDto[]> {
    return sendPage(reply, await this.invoices.list(ctx, 'deposit', query));
  }

  @Get(':id')
  @Access(READ_DOCUMENTS)
  @ApiOperation({ summary: 'One document with its lines' })
  @ApiOkResponse({ type: BillingDocumentDetailDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BillingDocumentDetailDto> {
    return this.invoices.get(ctx, 'deposit', id);
  }

  @Post()
  @HttpCode(201)
  @Access(BILL)
  @ApiOperation({
    summary:
      'A draft deposit invoice on a sale (a source: accepted quote, orders) as a percent or an amount TTC, or a free amount at one VAT rate',
  })
  @ApiCreatedResponse({ type: BillingDocumentDetailDto })
  @ApiBadRequestResponse({ description: 'French message naming the problem' })
  create(@Ctx() ctx: RequestContext, @Body() body: DepositInputDto): Promise<BillingDocumentDetailDto> {
    return this.invoices.createDeposit(ctx, body);
  }

  @Delete(':id')
  @Access(BILL)
  @ApiOperation({ summary: 'Delete a draft; an issued document answers 409 and stays' })
  @ApiOkResponse({ type: BillingDocumentDto })
  @ApiConflictResponse({ description: 'Ce document est émis…' })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BillingDocumentDto> {
    return this.invoices.remove(ctx, 'deposit', id);
  }

  @Post(':id/issue')
  @HttpCode(200)
  @Access(BILL)
  @ApiOperation({
    summary: 'Issue: the next number of the series, the legal content frozen and hashed (ADR 0016)',
  })
  @ApiOkResponse({ type: BillingDocumentDetailDto })
  @ApiBadRequestResponse({ description: 'Mentions obligatoires manquantes…' })
  issue(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BillingDocumentDetailDto> {
    return this.invoices.issueDeposit(ctx, id);
  }
}

@ApiTags('billing')
@Controller('credit-notes')
export class CreditNotesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @Access(READ_DOCUMENTS)
  @ApiOperation({
    summary:
      'Credit notes (/orders/credits). Filters: id, clientId, status, number, correctsId, q, from, to, dueFrom, dueTo (YYYY-MM-DD), overdue',
  })
  @ApiListResponse(BillingDocumentDto, 'credit-notes')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BillingDocumentDto[]> {
    return sendPage(reply, await this.invoices.list(ctx, 'creditNote', query));
  }

  @Get(':id')
  @Access(READ_DOCUMENTS)
  @ApiOperation({ summary: 'One document with its lines' })
  @ApiOkResponse({ type: BillingDocumentDetailDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BillingDocumentDetailDto> {
    return this.invoices.get(ctx, 'creditNote', id);
  }

  @Post()
  @HttpCode(201)
  @Access(BILL)
  @ApiOperation({
    summary:
      'A draft credit note against an issued invoice: full, by lines and quantities (goods back to a warehouse), or an amount',
  })
  @ApiCreatedResponse({ type: BillingDocumentDetailDto })
  @ApiBadRequestResponse({ description: 'French message naming the problem' })
  create(@Ctx() ctx: RequestContext, @Body() body: CreditNoteInputDto): Promise<BillingDocumentDetailDto> {
    return this.invoices.createCreditNote(ctx, body);
  }

  @Delete(':id')
  @Access(BILL)
  @ApiOperation({ summary: 'Delete a draft; an issued document answers 409 and stays' })
  @ApiOkResponse({ type: BillingDocumentDto })
  @ApiConflictResponse({ description: 'Ce document est émis…' })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BillingDocumentDto> {
    return this.invoices.remove(ctx, 'creditNote', id);
  }

  @Post(':id/issue')
  @HttpCode(200)
  @Access(BILL)
  @ApiOperation({
    summary: 'Issue: the next number of the series, the legal content frozen and hashed (ADR 0016)',
  })
  @ApiOkResponse({ type: BillingDocumentDetailDto })
  @ApiBadRequestResponse({ description: 'Mentions obligatoires manquantes…' })
  issue(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BillingDocumentDetailDto> {
    return this.invoices.issueCreditNote(ctx, id);
  }
}
