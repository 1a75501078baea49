import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
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
import { PAYMENTS } from '../billing-access.js';
import {
  BankDepositDto,
  BankDepositInputDto,
  OutstandingDto,
  PaymentDto,
  PaymentInputDto,
  ReminderDto,
  ReminderInputDto,
} from './dto/payment.dto.js';
import { BankDepositsService } from './bank-deposits.service.js';
import { OutstandingsService } from './outstandings.service.js';
import { PaymentsService } from './payments.service.js';

@ApiTags('billing')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly receivables: OutstandingsService,
  ) {}

  @Get()
  @Access(PAYMENTS)
  @ApiOperation({
    summary:
      'Payments received (/dashboard/payments). Filters: id, clientId, type, bankDepositId, receivedOn, q, documentId (paid that document), deposited (false: cheques not in a bank deposit yet)',
  })
  @ApiListResponse(PaymentDto, 'payments')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PaymentDto[]> {
    return sendPage(reply, await this.payments.list(ctx, query));
  }

  @Get('outstandings')
  @Access(PAYMENTS)
  @ApiOperation({
    summary:
      'What each client owes, due and overdue with ageing (/payments/outstandings). Filters: clientId, overdueOnly',
  })
  @ApiListResponse(OutstandingDto, 'outstandings')
  async outstandings(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OutstandingDto[]> {
    return sendPage(reply, await this.receivables.list(ctx, query));
  }

  @Post('outstandings/:clientId/remind')
  @HttpCode(200)
  @Access(PAYMENTS)
  @ApiOperation({
    summary: "Mail the client the list of its overdue invoices (the shop's reminder template)",
  })
  @ApiOkResponse({ type: ReminderDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  remind(
    @Ctx() ctx: RequestContext,
    @Param('clientId', IdParamPipe) clientId: number,
    @Body() body: ReminderInputDto,
  ): Promise<ReminderDto> {
    return this.receivables.remind(ctx, clientId, body.to);
  }

  @Get(':id')
  @Access(PAYMENTS)
  @ApiOperation({ summary: 'One payment with its allocations' })
  @ApiOkResponse({ type: PaymentDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<PaymentDto> {
    return this.payments.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(PAYMENTS)
  @ApiOperation({
    summary:
      'Record a payment of any type over one or several invoices of the client; the surplus becomes client credit',
  })
  @ApiCreatedResponse({ type: PaymentDto })
  @ApiNotFoundResponse({ description: "Another shop's invoice" })
  record(@Ctx() ctx: RequestContext, @Body() body: PaymentInputDto): Promise<PaymentDto> {
    return this.payments.record(ctx, body);
  }

  @Delete(':id')
  @Access(PAYMENTS)
  @ApiOperation({
    summary:
      'Cancel a payment recorded by mistake (not once deposited, its surplus spent or its entry bound)',
  })
  @ApiOkResponse({ type: PaymentDto })
  @ApiConflictResponse({ description: 'Ce règlement ne peut plus être annulé…' })
  cancel(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<PaymentDto> {
    return this.payments.cancel(ctx, id);
  }
}

@ApiTags('billing')
@Controller('bank-deposits')
export class BankDepositsController {
  constructor(private readonly deposits: BankDepositsService) {}

  @Get()
  @Access(PAYMENTS)
  @ApiOperation({ summary: 'Cheque deposits (remises en banque)' })
  @ApiListResponse(BankDepositDto, 'bank-deposits')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BankDepositDto[]> {
    return sendPage(reply, await this.deposits.list(ctx, query));
  }

  @Get(':id')
  @Access(PAYMENTS)
  @ApiOperation({ summary: 'One deposit with its cheques' })
  @ApiOkResponse({ type: BankDepositDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BankDepositDto> {
    return this.deposits.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(PAYMENTS)
  @ApiOperation({ summary: 'Put cheques not deposited yet in a batch for the bank' })
  @ApiCreatedResponse({ type: BankDepositDto })
  create(@Ctx() ctx: RequestContext, @Body() body: BankDepositInputDto): Promise<BankDepositDto> {
    return this.deposits.create(ctx, body);
  }
}
