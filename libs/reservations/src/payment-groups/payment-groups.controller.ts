import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Access, Public } from '@cuvee/iam';
import { Ctx, IdParamPipe, type RequestContext } from '@cuvee/platform';
import { TAKE_BOOKINGS } from '../reservations-access.js';
import {
  PayerDto,
  PayerShareDto,
  PaymentGroupInputDto,
  SharePaymentInputDto,
} from './dto/payment-group.dto.js';
import { PaymentGroupsService } from './payment-groups.service.js';

@ApiTags('reservations')
@Controller('reservations/:id/payers')
export class PaymentGroupsController {
  constructor(private readonly groups: PaymentGroupsService) {}

  @Get()
  @Access(TAKE_BOOKINGS)
  @ApiOperation({ summary: "A booking's payers, their shares and links, paid or not" })
  @ApiOkResponse({ type: [PayerDto] })
  list(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<PayerDto[]> {
    return this.groups.list(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(TAKE_BOOKINGS)
  @ApiOperation({
    summary:
      'Split a booking taken at the estate between payers (shares adding up to its total): each is mailed a link; the booking waits until all have paid',
  })
  @ApiCreatedResponse({ type: [PayerDto] })
  @ApiBadRequestResponse({ description: 'Les parts des payeurs doivent faire le total de la réservation' })
  @ApiConflictResponse({
    description: 'Seule une réservation confirmée prise au domaine, sans payeurs, peut être partagée',
  })
  split(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: PaymentGroupInputDto,
  ): Promise<PayerDto[]> {
    return this.groups.split(ctx, id, body);
  }

  @Post(':payerId/paid')
  @HttpCode(200)
  @Access(TAKE_BOOKINGS)
  @ApiOperation({ summary: "Record a payer's share as received; the last one confirms the booking" })
  @ApiOkResponse({ type: [PayerDto] })
  @ApiConflictResponse({ description: 'Ce payeur a déjà réglé sa part' })
  paid(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Param('payerId', IdParamPipe) payerId: number,
    @Body() body: SharePaymentInputDto,
  ): Promise<PayerDto[]> {
    return this.groups.recordPayment(ctx, id, payerId, body);
  }
}

@ApiTags('reservations')
@Controller('payment-shares')
export class PaymentSharesController {
  constructor(private readonly groups: PaymentGroupsService) {}

  @Get(':token')
  @Public()
  @ApiOperation({ summary: "A payer's share, by the link mailed to them" })
  @ApiOkResponse({ type: PayerShareDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  share(@Param('token') token: string): Promise<PayerShareDto> {
    return this.groups.share(token);
  }
}
