import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
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
import { PURCHASE_MODULE } from '../purchases-access.js';
import {
  SupplierInvoiceDto,
  SupplierInvoiceInputDto,
  SupplierPaymentInputDto,
} from './dto/supplier-invoice.dto.js';
import { SupplierInvoicesService } from './supplier-invoices.service.js';

@ApiTags('purchases')
@Controller('supplier-invoices')
export class SupplierInvoicesController {
  constructor(private readonly invoices: SupplierInvoicesService) {}

  @Get()
  @Access(PURCHASE_MODULE)
  @ApiOperation({
    summary: 'Supplier invoices (react-admin list). Filters: id, supplierId, orderId, status, q',
  })
  @ApiListResponse(SupplierInvoiceDto, 'supplier-invoices')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SupplierInvoiceDto[]> {
    return sendPage(reply, await this.invoices.list(ctx, query));
  }

  @Get(':id')
  @Access(PURCHASE_MODULE)
  @ApiOperation({ summary: 'One supplier invoice with its payments' })
  @ApiOkResponse({ type: SupplierInvoiceDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<SupplierInvoiceDto> {
    return this.invoices.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(PURCHASE_MODULE)
  @ApiOperation({ summary: 'Record a supplier invoice against receipts of an order' })
  @ApiCreatedResponse({ type: SupplierInvoiceDto })
  create(@Ctx() ctx: RequestContext, @Body() body: SupplierInvoiceInputDto): Promise<SupplierInvoiceDto> {
    return this.invoices.create(ctx, body);
  }

  @Post(':id/payments')
  @HttpCode(201)
  @Access(PURCHASE_MODULE)
  @ApiOperation({ summary: 'A payment to the supplier, at most what is left to pay' })
  @ApiCreatedResponse({ type: SupplierInvoiceDto })
  pay(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: SupplierPaymentInputDto,
  ): Promise<SupplierInvoiceDto> {
    return this.invoices.pay(ctx, id, body);
  }
}
