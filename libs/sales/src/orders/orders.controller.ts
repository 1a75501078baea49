import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, Public } from '@cuvee/iam';
import {
  ApiListResponse,
  Ctx,
  IdParamPipe,
  ListQueryDto,
  sendPage,
  type RequestContext,
} from '@cuvee/platform';
import { CartMergeService } from '../cart/cart-merge.service.js';
import { CartPricingService } from '../cart/cart-pricing.service.js';
import {
  CartPriceDto,
  CartPriceRequestDto,
  CheckoutDto,
  CheckoutResultDto,
  MergeCartDto,
  MergedCartDto,
} from '../cart/dto/cart.dto.js';
import { CheckoutService } from './checkout.service.js';
import {
  AdminCreateOrderDto,
  CreateOrderDto,
  DeliveryStatusInputDto,
  OrderClientCreditDto,
  OrderDto,
  OrderSummaryDto,
  OrdersSummaryDto,
  PaymentStatusInputDto,
  SampleInputDto,
  SellerDecisionDto,
  Validate3dsDto,
} from './dto/order.dto.js';
import { OrderEntry } from './order-entry.service.js';
import { OrderLifecycle } from './order-lifecycle.service.js';
import { OrderQueries } from './order-queries.service.js';
import { RequestOrigin } from '../payments/return-url.js';

/*
 * Who may do what (docs/sales.md "API"): buyers place and follow their orders; owners,
 * collaborators and agents see orders (collaborators without seeAllOrder and agents: those they wrote or
 * follow, the service scopes it); writing one for a client needs createOrder; the producer's decisions
 * (validate with the capture, refuse, cancel) need createOrder; delivery needs manageDelivery, offline
 * payments seeAllPayment.
 */
const BUYER = { roles: ['buyer'] } as const;
const READERS = { roles: ['buyer', 'owner', 'agent', 'iam'] } as const;
const WRITERS = { roles: ['owner', 'iam', 'agent'], permission: 'createOrder' } as const;
const DECIDERS = { roles: ['owner', 'iam'], permission: 'createOrder' } as const;

const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description:
    'Same key and body within 24 h: the first answer again; another body: 422; the first still running: 409',
};

@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly pricing: CartPricingService,
    private readonly merging: CartMergeService,
    private readonly checkoutService: CheckoutService,
    private readonly queries: OrderQueries,
    private readonly lifecycle: OrderLifecycle,
    private readonly entry: OrderEntry,
  ) {}

  @Post('get-cart-price')
  @HttpCode(200)
  @Public()
  @ApiOperation({
    summary: 'The price of every seller order of a cart, computed by the server (amounts in cents)',
    description:
      "Prices come from the catalogue at the caller's typology (visitors: public) and the shop's sales " +
      'settings: order promotions, franco, delivery and packages, VAT per rate. Lines naming nothing on ' +
      'sale are left out and listed in `missing`.',
  })
  @ApiOkResponse({ type: [CartPriceDto] })
  price(@Ctx() ctx: RequestContext, @Body() dto: CartPriceRequestDto): Promise<CartPriceDto[]> {
    return this.pricing.price(ctx, dto);
  }

  @Post('merge-cart')
  @HttpCode(200)
  @Access(BUYER)
  @ApiOperation({ summary: "Merge the browser's anonymous cart into the account's at login" })
  @ApiOkResponse({ type: MergedCartDto })
  merge(@Ctx() ctx: RequestContext, @Body() dto: MergeCartDto): Promise<MergedCartDto> {
    return this.merging.merge(ctx, dto);
  }

  @Post('checkout')
  @HttpCode(201)
  @Access(BUYER)
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiOperation({
    summary: 'Place the cart: one pending order per seller, stock reserved, card imprinted for 0 €',
    description:
      'Every cart rule is checked and every failure answered at once (400). All the orders ' +
      'are placed or none. A card needing 3-D Secure answers a redirectUrl per order.',
  })
  @ApiCreatedResponse({ type: CheckoutResultDto })
  @ApiConflictResponse({ description: 'Stock insuffisant… (another checkout took it), or the key is in use' })
  @ApiResponse({
    status: 402,
    description: 'Une erreur est survenue lors de la validation de votre paiement…',
  })
  @ApiUnprocessableEntityResponse({ description: 'Idempotency-Key already used with another body' })
  checkout(
    @Ctx() ctx: RequestContext,
    @Body() dto: CheckoutDto,
    @Headers('idempotency-key') key?: string,
    @RequestOrigin() origin?: string,
  ): Promise<CheckoutResultDto> {
    return this.checkoutService.checkout(ctx, dto, key, origin);
  }

  @Post('validate3ds')
  @HttpCode(200)
  @Access(BUYER)
  @ApiOperation({
    summary: 'Back from 3-D Secure (/validate3ds): the imprint is held, or the order is given up',
  })
  @ApiOkResponse({ type: OrderDto })
  @ApiResponse({
    status: 402,
    description: 'Une erreur est survenue lors de la validation de votre paiement…',
  })
  validate3ds(@Ctx() ctx: RequestContext, @Body() dto: Validate3dsDto): Promise<OrderDto> {
    return this.lifecycle.complete3ds(ctx, dto);
  }

  @Get()
  @Access(READERS)
  @ApiOperation({
    summary: 'Orders (react-admin list): a buyer their own, sellers their shop’s as they may see them',
    description:
      'Filters: id, number, status, deliveryStatus, paymentStatus, subType, channel, clientId, agentId, ' +
      'salesPointId, groupedOrderId, q (number or client), createdFrom and createdTo (YYYY-MM-DD, Paris ' +
      'days included; buyers also shopId). Sort: createdAt, id, number.',
  })
  @ApiListResponse(OrderSummaryDto, 'orders')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderSummaryDto[]> {
    return sendPage(reply, await this.queries.list(ctx, query));
  }

  @Get('summary')
  @Access({ roles: ['owner', 'iam', 'agent'] })
  @ApiOperation({
    summary: 'The seller dashboard: orders to validate, orders of the month and their total HT',
    description: 'Counted on the orders the caller sees (collaborators without seeAllOrder, agents: theirs).',
  })
  @ApiOkResponse({ type: OrdersSummaryDto })
  summary(@Ctx() ctx: RequestContext): Promise<OrdersSummaryDto> {
    return this.queries.summary(ctx);
  }

  @Get('client-credit/:clientId')
  @Access(WRITERS)
  @ApiOperation({
    summary: 'The credit a client holds, to spend on an order written for them (agents: their own clients)',
  })
  @ApiOkResponse({ type: OrderClientCreditDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  clientCredit(
    @Ctx() ctx: RequestContext,
    @Param('clientId', IdParamPipe) clientId: number,
  ): Promise<OrderClientCreditDto> {
    return this.entry.clientCredit(ctx, clientId);
  }

  @Get(':id')
  @Access(READERS)
  @ApiOperation({ summary: 'One order with its lines as priced when placed, its payment and delivery' })
  @ApiOkResponse({ type: OrderDto })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<OrderDto> {
    return this.queries.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(WRITERS)
  @ApiOperation({
    summary: '/orders/add: an order for a client at their price list (agents: their own clients)',
    description: 'subType quote (needs createQuote) stays a draft until placed; bill (needs billOrder).',
  })
  @ApiCreatedResponse({ type: OrderDto })
  create(@Ctx() ctx: RequestContext, @Body() dto: CreateOrderDto): Promise<OrderDto> {
    return this.entry.create(ctx, dto);
  }

  @Put(':id/place')
  @Access(WRITERS)
  @ApiOperation({ summary: 'A quote becomes an order: its stock is reserved, it waits for validation' })
  @ApiOkResponse({ type: OrderDto })
  place(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<OrderDto> {
    return this.lifecycle.placeQuote(ctx, id);
  }

  @Put(':id/validate')
  @Access(DECIDERS)
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiOperation({
    summary: 'The producer validates: a card is captured (the real debit), the stock leaves as a sale',
  })
  @ApiOkResponse({ type: OrderDto })
  @ApiResponse({
    status: 402,
    description: 'Une erreur est survenue lors de la validation de votre paiement…',
  })
  validate(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Headers('idempotency-key') key?: string,
  ): Promise<OrderDto> {
    return this.lifecycle.validate(ctx, id, key);
  }

  @Put(':id/refuse')
  @Access(DECIDERS)
  @ApiOperation({ summary: 'The producer refuses a pending order: stock and card imprint released' })
  @ApiOkResponse({ type: OrderDto })
  refuse(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: SellerDecisionDto,
  ): Promise<OrderDto> {
    return this.lifecycle.refuse(ctx, id, dto);
  }

  @Put(':id/cancel')
  @Access(DECIDERS)
  @ApiOperation({
    summary: 'Cancel an order: reserved stock and imprint released (a captured payment stays: credit note)',
  })
  @ApiOkResponse({ type: OrderDto })
  cancel(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: SellerDecisionDto,
  ): Promise<OrderDto> {
    return this.lifecycle.cancel(ctx, id, dto);
  }

  @Put(':id/aborted-cart')
  @Access(BUYER)
  @ApiOperation({ summary: 'The cart was emptied: the order is aborted, its stock released' })
  @ApiOkResponse({ type: OrderDto })
  abort(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<OrderDto> {
    return this.lifecycle.abortCart(ctx, id);
  }

  @Put(':id/delivery-status')
  @Access({ roles: ['owner', 'iam'], permission: 'manageDelivery' })
  @ApiOperation({ summary: 'Delivery tracking: the next delivery status of a validated order' })
  @ApiOkResponse({ type: OrderDto })
  delivery(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: DeliveryStatusInputDto,
  ): Promise<OrderDto> {
    return this.lifecycle.updateDelivery(ctx, id, dto);
  }

  @Put(':id/payment-status')
  @Access({ roles: ['owner', 'iam'], permission: 'seeAllPayment' })
  @ApiOperation({ summary: 'An offline payment received, partly received or missing (after its due day)' })
  @ApiOkResponse({ type: OrderDto })
  payment(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: PaymentStatusInputDto,
  ): Promise<OrderDto> {
    return this.lifecycle.updatePayment(ctx, id, dto);
  }
}

@ApiTags('orders')
@Controller('deliveries')
export class DeliveriesController {
  constructor(private readonly queries: OrderQueries) {}

  @Get()
  @Access({ roles: ['owner', 'iam'] })
  @ApiOperation({
    summary: '/dashboard/delivery: validated orders to deliver (react-admin list; filter deliveryStatus…)',
  })
  @ApiListResponse(OrderSummaryDto, 'deliveries')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderSummaryDto[]> {
    return sendPage(reply, await this.queries.deliveries(ctx, query));
  }
}

@ApiTags('orders')
@Controller('samples')
export class SamplesController {
  constructor(
    private readonly queries: OrderQueries,
    private readonly entry: OrderEntry,
  ) {}

  @Get()
  @Access({ roles: ['owner', 'iam', 'agent'] })
  @ApiOperation({ summary: '/orders/samples: bottles given as samples (react-admin list)' })
  @ApiListResponse(OrderSummaryDto, 'samples')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderSummaryDto[]> {
    return sendPage(reply, await this.queries.samples(ctx, query));
  }

  @Post()
  @HttpCode(201)
  @Access(WRITERS)
  @ApiOperation({ summary: 'Give samples: nothing charged, the bottles leave the stock as sample movements' })
  @ApiCreatedResponse({ type: OrderDto })
  create(@Ctx() ctx: RequestContext, @Body() dto: SampleInputDto): Promise<OrderDto> {
    return this.entry.createSample(ctx, dto);
  }
}

@ApiTags('admin')
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(
    private readonly queries: OrderQueries,
    private readonly entry: OrderEntry,
  ) {}

  @Get()
  @Access({ roles: ['admin'] })
  @ApiOperation({
    summary:
      "/admin/orders: every shop's orders (react-admin list; filters shopId, status, createdFrom/To, totalFrom/To in cents, q)",
  })
  @ApiListResponse(OrderSummaryDto, 'orders')
  async list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderSummaryDto[]> {
    return sendPage(reply, await this.queries.adminList(query));
  }

  @Get(':id')
  @Access({ roles: ['admin'] })
  @ApiOperation({ summary: '/admin/orders/{id}: any shop’s order in full, read only' })
  @ApiOkResponse({ type: OrderDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Param('id', IdParamPipe) id: number): Promise<OrderDto> {
    return this.queries.adminGet(id);
  }

  @Post()
  @HttpCode(201)
  @Access({ roles: ['admin'] })
  @ApiOperation({ summary: '/orders/add for an administrator: an order for a client of the named shop' })
  @ApiCreatedResponse({ type: OrderDto })
  create(@Ctx() ctx: RequestContext, @Body() dto: AdminCreateOrderDto): Promise<OrderDto> {
    return this.entry.adminCreate(ctx, dto);
  }
}
