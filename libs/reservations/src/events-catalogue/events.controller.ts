import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { UploadVisualDto, VisualDto, VisualsService } from '@cuvee/catalogue';
import { Access, Public } from '@cuvee/iam';
import {
  ApiListResponse,
  Ctx,
  IdParamPipe,
  ListQueryDto,
  sendPage,
  type RequestContext,
} from '@cuvee/platform';
import { SEE_EVENTS, WRITE_EVENTS } from '../reservations-access.js';
import { EventDto, EventInputDto, SlotDto } from './dto/event.dto.js';
import { EventsService } from './events.service.js';

@ApiTags('reservations')
@Controller('reservation-events')
export class EventsController {
  constructor(
    private readonly events: EventsService,
    private readonly visuals: VisualsService,
  ) {}

  @Post('photos')
  @HttpCode(201)
  @Access(WRITE_EVENTS)
  @ApiOperation({
    summary:
      "Upload an event's photo, kept and served as the products' pictures; list its key in the event's photos",
  })
  @ApiCreatedResponse({ type: VisualDto })
  uploadPhoto(@Ctx() ctx: RequestContext, @Body() body: UploadVisualDto): Promise<VisualDto> {
    return this.visuals.upload(ctx, body.data);
  }

  @Get()
  @Access(SEE_EVENTS)
  @ApiOperation({ summary: "The shop's events (react-admin list). Filters: id, online, q" })
  @ApiListResponse(EventDto, 'reservation-events')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EventDto[]> {
    return sendPage(reply, await this.events.list(ctx, query));
  }

  @Get(':id')
  @Access(SEE_EVENTS)
  @ApiOperation({ summary: 'One event of the shop' })
  @ApiOkResponse({ type: EventDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<EventDto> {
    return this.events.get(ctx, id);
  }

  @Get(':id/slots')
  @Access(SEE_EVENTS)
  @ApiOperation({ summary: "An event's slots from one Paris day to another (at most a year), places left" })
  @ApiQuery({ name: 'from', example: '2026-06-01' })
  @ApiQuery({ name: 'to', example: '2026-06-30' })
  @ApiOkResponse({ type: [SlotDto] })
  slots(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Query('from') from: string,
    @Query('to') to: string,
  ): Promise<SlotDto[]> {
    return this.events.slotsForShop(ctx, id, from, to);
  }

  @Post()
  @HttpCode(201)
  @Access(WRITE_EVENTS)
  @ApiOperation({
    summary: 'Add an event: rates (one adult or child at least) and a schedule that gives slots',
  })
  @ApiCreatedResponse({ type: EventDto })
  create(@Ctx() ctx: RequestContext, @Body() body: EventInputDto): Promise<EventDto> {
    return this.events.create(ctx, body);
  }

  @Put(':id')
  @Access(WRITE_EVENTS)
  @ApiOperation({ summary: 'Edit an event (the whole of it)' })
  @ApiOkResponse({ type: EventDto })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: EventInputDto,
  ): Promise<EventDto> {
    return this.events.update(ctx, id, body);
  }

  @Delete(':id')
  @Access(WRITE_EVENTS)
  @ApiOperation({ summary: 'Archive an event: off the lists and the shop, its bookings stay' })
  @ApiOkResponse({ type: EventDto })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<EventDto> {
    return this.events.archive(ctx, id);
  }
}

/** What the shop front shows: a shop's online events and their slots, to anyone. */
@ApiTags('reservations')
@Controller('event-offers')
export class EventOffersController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: "A shop's online events (the shop front's events tab)" })
  @ApiQuery({ name: 'shopId', type: Number })
  @ApiOkResponse({ type: [EventDto] })
  list(@Query('shopId', IdParamPipe) shopId: number): Promise<EventDto[]> {
    return this.events.offers(shopId);
  }

  @Get(':id')
  @Public()
  @ApiOperation({ summary: 'One online event' })
  @ApiOkResponse({ type: EventDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Param('id', IdParamPipe) id: number): Promise<EventDto> {
    return this.events.offer(id);
  }

  @Get(':id/slots')
  @Public()
  @ApiOperation({ summary: "An online event's slots from one Paris day to another, with places left" })
  @ApiQuery({ name: 'from', example: '2026-06-01' })
  @ApiQuery({ name: 'to', example: '2026-06-30' })
  @ApiOkResponse({ type: [SlotDto] })
  slots(
    @Param('id', IdParamPipe) id: number,
    @Query('from') from: string,
    @Query('to') to: string,
  ): Promise<SlotDto[]> {
    return this.events.slots(id, from, to);
  }
}
