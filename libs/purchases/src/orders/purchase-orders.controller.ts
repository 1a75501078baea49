import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
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
  PurchaseOrderDetailDto,
  PurchaseOrderDto,
  PurchaseOrderInputDto,
  ReceiptInputDto,
  SuggestedLineDto,
} from './dto/purchase-order.dto.js';
import { PurchaseOrdersService } from './purchase-orders.service.js';
import { ReceiptsService } from './receipts.service.js';

@ApiTags('purchases')
@Controller('purchase-orders')
export class PurchaseOrdersController {
  constructor(
    private readonly orders: PurchaseOrdersService,
    private readonly receipts: ReceiptsService,
  ) {}

  @Get()
  @Access(PURCHASE_MODULE)
  @ApiOperation({
    summary: 'Purchase orders (react-admin list). Filters: id, supplierId, status, warehouseId, q',
  })
  @ApiListResponse(PurchaseOrderDto, 'purchase-orders')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PurchaseOrderDto[]> {
    return sendPage(reply, await this.orders.list(ctx, query));
  }

  @Get('suggested')
  @Access(PURCHASE_MODULE)
  @ApiOperation({
    summary: 'A suggested order: the stock under its low-stock threshold, brought back to twice it',
  })
  @ApiOkResponse({ type: [SuggestedLineDto] })
  suggested(@Ctx() ctx: RequestContext): Promise<SuggestedLineDto[]> {
    return this.orders.suggested(ctx);
  }

  @Get(':id/pdf')
  @Access(PURCHASE_MODULE)
  @ApiOperation({ summary: 'The purchase order as a PDF' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async pdf(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { number, pdf } = await this.orders.pdf(ctx, id);
    reply.header('Content-Type', 'application/pdf');
    reply.header('Content-Disposition', `inline; filename="${number}.pdf"`);
    return pdf;
  }

  @Get(':id')
  @Access(PURCHASE_MODULE)
  @ApiOperation({ summary: 'One purchase order with its lines and receipts' })
  @ApiOkResponse({ type: PurchaseOrderDetailDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<PurchaseOrderDetailDto> {
    return this.orders.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(PURCHASE_MODULE)
  @ApiOperation({ summary: 'A draft purchase order to a supplier' })
  @ApiCreatedResponse({ type: PurchaseOrderDetailDto })
  create(@Ctx() ctx: RequestContext, @Body() body: PurchaseOrderInputDto): Promise<PurchaseOrderDetailDto> {
    return this.orders.create(ctx, body);
  }

  @Put(':id')
  @Access(PURCHASE_MODULE)
  @ApiOperation({ summary: 'Edit a draft (its lines are replaced)' })
  @ApiOkResponse({ type: PurchaseOrderDetailDto })
  @ApiConflictResponse({ description: 'Seul un bon de commande en brouillon peut être modifié' })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: PurchaseOrderInputDto,
  ): Promise<PurchaseOrderDetailDto> {
    return this.orders.update(ctx, id, body);
  }

  @Post(':id/send')
  @HttpCode(200)
  @Access(PURCHASE_MODULE)
  @ApiOperation({ summary: 'draft → sent' })
  @ApiOkResponse({ type: PurchaseOrderDetailDto })
  send(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<PurchaseOrderDetailDto> {
    return this.orders.move(ctx, id, 'send');
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Access(PURCHASE_MODULE)
  @ApiOperation({ summary: 'Cancel an order nothing was received on' })
  @ApiOkResponse({ type: PurchaseOrderDetailDto })
  cancel(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<PurchaseOrderDetailDto> {
    return this.orders.move(ctx, id, 'cancel');
  }

  @Post(':id/close')
  @HttpCode(200)
  @Access(PURCHASE_MODULE)
  @ApiOperation({ summary: 'Close a received or invoiced order' })
  @ApiOkResponse({ type: PurchaseOrderDetailDto })
  close(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<PurchaseOrderDetailDto> {
    return this.orders.move(ctx, id, 'close');
  }

  @Post(':id/receipts')
  @HttpCode(201)
  @Access(PURCHASE_MODULE)
  @ApiOperation({
    summary:
      'Receive goods into a warehouse (purchase movements of the stock ledger); more than ordered needs confirmOver',
  })
  @ApiCreatedResponse({ type: PurchaseOrderDetailDto })
  @ApiConflictResponse({ description: 'Vous recevez N de plus que commandé…' })
  receive(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: ReceiptInputDto,
  ): Promise<PurchaseOrderDetailDto> {
    return this.receipts.receive(ctx, id, body);
  }
}
