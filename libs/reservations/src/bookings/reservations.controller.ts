import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
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
import { OWN_BOOKINGS, TAKE_BOOKINGS } from '../reservations-access.js';
import { ReservationDto, ReservationInputDto } from './dto/reservation.dto.js';
import { ReservationsService } from './reservations.service.js';

@ApiTags('reservations')
@Controller('reservations')
export class ReservationsController {
  constructor(private readonly reservations: ReservationsService) {}

  @Get()
  @Access(OWN_BOOKINGS)
  @ApiOperation({
    summary:
      "Bookings (react-admin list): the shop's, or a buyer's own. Filters: id, eventId, slotId, status, channel, orderId, q",
  })
  @ApiListResponse(ReservationDto, 'reservations')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReservationDto[]> {
    return sendPage(reply, await this.reservations.list(ctx, query));
  }

  @Get(':id')
  @Access(OWN_BOOKINGS)
  @ApiOperation({ summary: 'One booking (a buyer: one of their own)' })
  @ApiOkResponse({ type: ReservationDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ReservationDto> {
    return this.reservations.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(TAKE_BOOKINGS)
  @ApiOperation({ summary: 'Take a booking for a client (by phone): the places are taken at once' })
  @ApiCreatedResponse({ type: ReservationDto })
  @ApiConflictResponse({ description: 'Vous avez atteint la quantité maximale de places pour ce créneau' })
  create(@Ctx() ctx: RequestContext, @Body() body: ReservationInputDto): Promise<ReservationDto> {
    return this.reservations.create(ctx, body);
  }

  @Post(':id/check-in')
  @HttpCode(200)
  @Access(TAKE_BOOKINGS)
  @ApiOperation({ summary: 'The visitors arrived (idempotent)' })
  @ApiOkResponse({ type: ReservationDto })
  checkIn(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ReservationDto> {
    return this.reservations.checkIn(ctx, id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Access(OWN_BOOKINGS)
  @ApiOperation({
    summary: "Cancel a booking and give its places back (a buyer: their own, within the event's delay)",
  })
  @ApiOkResponse({ type: ReservationDto })
  @ApiConflictResponse({ description: 'Cette réservation ne peut plus être annulée' })
  cancel(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ReservationDto> {
    return this.reservations.cancel(ctx, id);
  }
}
