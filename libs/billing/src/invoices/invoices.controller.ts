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
  Audited,
} from '@cuvee/platform';
import { BILL, READ_DOCUMENTS } from '../billing-access.js';
import { BillingDocumentDetailDto, BillingDocumentDto } from '../documents/dto/billing-document.dto.js';
import { CreditNoteInputDto, DepositInputDto, InvoiceInputDto } from '../documents/dto/document-input.dto.js';
import { DocumentsService } from '../documents/documents.service.js';
import type { DocumentKind } from '../domain/document-kinds.js';
import { CreditNotesService } from './credit-notes.service.js';
import { DepositInvoicesService } from './deposit-invoices.service.js';
import { InvoicesService } from './invoices.service.js';

/**
 * The routes the three invoice kinds answer alike — their list, one document, deleting a draft,
 * issuing it — for `kind`, under the resource name `resource` ("Invoices (/orders/bills)" in the docs).
 */
function legalDocumentRoutes(kind: DocumentKind, resource: string, title: string) {
  abstract class LegalDocumentRoutes {
    protected abstract readonly documents: DocumentsService;
    /** Numbers the draft and freezes its legal content: each kind has its own series and checks. */
    protected abstract issueDraft(ctx: RequestContext, id: number): Promise<BillingDocumentDetailDto>;

    @Get()
    @Access(READ_DOCUMENTS)
    @ApiOperation({
      summary: `${title}. Filters: id, clientId, status, number, correctsId, q, from, to, dueFrom, dueTo (YYYY-MM-DD), overdue`,
    })
    @ApiListResponse(BillingDocumentDto, resource)
    async list(
      @Ctx() ctx: RequestContext,
      @Query() query: ListQueryDto,
      @Res({ passthrough: true }) reply: FastifyReply,
    ): Promise<BillingDocumentDto[]> {
      return sendPage(reply, await this.documents.list(ctx, [kind], query));
    }

    @Get(':id')
    @Access(READ_DOCUMENTS)
    @ApiOperation({ summary: 'One document with its lines' })
    @ApiOkResponse({ type: BillingDocumentDetailDto })
    @ApiNotFoundResponse({ description: 'Ressource introuvable' })
    get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BillingDocumentDetailDto> {
      return this.documents.get(ctx, id, [kind]);
    }

    @Delete(':id')
    @Access(BILL)
    @ApiOperation({ summary: 'Delete a draft; an issued document answers 409 and stays' })
    @ApiOkResponse({ type: BillingDocumentDto })
    @ApiConflictResponse({ description: 'Ce document est émis…' })
    remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BillingDocumentDto> {
      return this.documents.removeDraft(ctx, id, [kind]);
    }

    @Post(':id/issue')
    @HttpCode(200)
    @Access(BILL)
    // invoices.issue, depositInvoices.issue, creditNotes.issue: an issued document is a legal act.
    @Audited(`${resource.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}.issue`, {
      target: kind,
    })
    @ApiOperation({
      summary: 'Issue: the next number of the series, the legal content frozen and hashed (ADR 0016)',
    })
    @ApiOkResponse({ type: BillingDocumentDetailDto })
    @ApiBadRequestResponse({ description: 'Mentions obligatoires manquantes…' })
    issue(
      @Ctx() ctx: RequestContext,
      @Param('id', IdParamPipe) id: number,
    ): Promise<BillingDocumentDetailDto> {
      return this.issueDraft(ctx, id);
    }
  }
  return LegalDocumentRoutes;
}

@ApiTags('billing')
@Controller('invoices')
export class InvoicesController extends legalDocumentRoutes(
  'invoice',
  'invoices',
  'Invoices (/orders/bills)',
) {
  constructor(
    protected readonly documents: DocumentsService,
    private readonly invoices: InvoicesService,
  ) {
    super();
  }

  protected issueDraft(ctx: RequestContext, id: number): Promise<BillingDocumentDetailDto> {
    return this.invoices.issueInvoice(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(BILL)
  @ApiOperation({
    summary:
      'A draft invoice: direct (subType=bill, catalogue or free lines) or from a source (accepted quotes without an order, validated orders); deposits of the source are deducted',
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
}

@ApiTags('billing')
@Controller('deposit-invoices')
export class DepositInvoicesController extends legalDocumentRoutes(
  'deposit',
  'deposit-invoices',
  'Deposit invoices (/orders/deposits)',
) {
  constructor(
    protected readonly documents: DocumentsService,
    private readonly deposits: DepositInvoicesService,
  ) {
    super();
  }

  protected issueDraft(ctx: RequestContext, id: number): Promise<BillingDocumentDetailDto> {
    return this.deposits.issue(ctx, id);
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
    return this.deposits.create(ctx, body);
  }
}

@ApiTags('billing')
@Controller('credit-notes')
export class CreditNotesController extends legalDocumentRoutes(
  'creditNote',
  'credit-notes',
  'Credit notes (/orders/credits)',
) {
  constructor(
    protected readonly documents: DocumentsService,
    private readonly creditNotes: CreditNotesService,
  ) {
    super();
  }

  protected issueDraft(ctx: RequestContext, id: number): Promise<BillingDocumentDetailDto> {
    return this.creditNotes.issue(ctx, id);
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
    return this.creditNotes.create(ctx, body);
  }
}
