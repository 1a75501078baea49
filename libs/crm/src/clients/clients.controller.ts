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
  Audited,
  ApiListResponse,
  Ctx,
  IdParamPipe,
  ListQueryDto,
  sendPage,
  type RequestContext,
} from '@cuvee/platform';
import { ClientMergeService } from './client-merge.service.js';
import { ClientTimelineService } from './client-timeline.service.js';
import { ClientsService } from './clients.service.js';
import { ClientOverviewDto } from './dto/client-overview.dto.js';
import { CreateClientDto, MergeClientDto, NoteInputDto, UpdateClientDto } from './dto/client-input.dto.js';
import { ClientDto, DuplicateDto, DuplicateQueryDto, TimelineEntryDto } from './dto/client.dto.js';

const TEAM = ['owner', 'agent', 'iam'] as const;
const SELLERS = ['owner', 'iam'] as const;

/**
 * Clients and prospects (/dashboard/clients, /clients/{id}, /clients/add). Agents, and
 * collaborators without seeAllClient, see and edit only the clients assigned to them (ADR 0012); another
 * shop's client, or one not theirs, answers 404.
 */
@ApiTags('clients')
@Controller('clients')
export class ClientsController {
  constructor(
    private readonly clients: ClientsService,
    private readonly merges: ClientMergeService,
    private readonly timeline: ClientTimelineService,
  ) {}

  @Get()
  @Access({ roles: TEAM })
  @ApiOperation({
    summary:
      'Clients and prospects (react-admin list). Filters: q (words of names, email, city, phone, SIRET, ' +
      'contacts), typology, tags (any of), department, agentId, isPro, pipe, prospect, archived, userId, id, ' +
      'erasure (proposed, pending, erased)',
  })
  @ApiListResponse(ClientDto, 'clients')
  @Audited('clients.list')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ClientDto[]> {
    return sendPage(reply, await this.clients.list(ctx, query));
  }

  @Get('duplicates')
  @Access({ roles: TEAM, permission: 'createClient' })
  @ApiOperation({
    summary: 'Clients of the shop sharing the email, SIRET or phone of a form, before saving it',
  })
  @ApiOkResponse({ type: [DuplicateDto] })
  duplicates(@Ctx() ctx: RequestContext, @Query() query: DuplicateQueryDto): Promise<DuplicateDto[]> {
    return this.clients.duplicates(ctx, query);
  }

  @Get(':id')
  @Access({ roles: TEAM })
  @ApiOperation({ summary: 'One client' })
  @ApiOkResponse({ type: ClientDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  @Audited('clients.view', { target: 'client' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ClientDto> {
    return this.clients.get(ctx, id);
  }

  @Get(':id/overview')
  @Access({ roles: TEAM })
  @ApiOperation({ summary: 'The client 360° page: client, timeline, tasks, opportunities, document counts' })
  @ApiOkResponse({ type: ClientOverviewDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  @Audited('clients.view', { target: 'client' })
  overview(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ClientOverviewDto> {
    return this.timeline.overview(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access({ roles: TEAM, permission: 'createClient' })
  @ApiOperation({
    summary:
      'Create a client, or a prospect with pipe (spec /clients/add?isPro=true, ?pipe=Prospect). ' +
      'A 409 lists which of email, SIRET, phone another client already has; send allowDuplicate to create anyway',
  })
  @ApiCreatedResponse({ type: ClientDto })
  @ApiBadRequestResponse({ description: 'validation messages (needed, email, telephone, postal, siret…)' })
  @ApiConflictResponse({ description: 'Un client de la boutique a déjà cette adresse mail / ce numéro…' })
  @Audited('clients.create', { target: 'client', targetId: 'result' })
  create(@Ctx() ctx: RequestContext, @Body() body: CreateClientDto): Promise<ClientDto> {
    return this.clients.create(ctx, body);
  }

  @Put(':id')
  @Access({ roles: TEAM, permission: 'createClient' })
  @ApiOperation({
    summary: 'Update a client (only the fields sent); clearing pipe converts a prospect; archived hides it',
  })
  @ApiOkResponse({ type: ClientDto })
  @ApiConflictResponse({ description: "a changed email, SIRET or phone is another client's" })
  @Audited('clients.update', { target: 'client' })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: UpdateClientDto,
  ): Promise<ClientDto> {
    return this.clients.update(ctx, id, body);
  }

  @Delete(':id')
  @Access({ roles: SELLERS, permission: 'createClient' })
  @ApiOperation({ summary: 'Delete a client without documents (else 409: archive it)' })
  @ApiOkResponse({ type: ClientDto })
  @ApiConflictResponse({ description: 'Ce client a des documents…' })
  @Audited('clients.delete', { target: 'client' })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ClientDto> {
    return this.clients.remove(ctx, id);
  }

  @Post(':id/convert')
  @HttpCode(200)
  @Access({ roles: TEAM, permission: 'createClient' })
  @ApiOperation({ summary: 'Convert a prospect into a client: same record, history kept' })
  @ApiOkResponse({ type: ClientDto })
  convert(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ClientDto> {
    return this.clients.convert(ctx, id);
  }

  @Post(':id/merge')
  @HttpCode(200)
  @Access({ roles: SELLERS, permission: ['seeAllClient', 'createClient'] })
  @ApiOperation({
    summary:
      'Merge a duplicate (absorbedId) into this client: empty fields filled, every linked record moved',
  })
  @ApiOkResponse({ type: ClientDto })
  @Audited('clients.merge', { target: 'client' })
  merge(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: MergeClientDto,
  ): Promise<ClientDto> {
    return this.merges.merge(ctx, id, body.absorbedId);
  }

  @Post(':id/notes')
  @HttpCode(201)
  @Access({ roles: TEAM })
  @ApiOperation({ summary: "Write a note on the client's timeline" })
  @ApiCreatedResponse({ type: TimelineEntryDto })
  addNote(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: NoteInputDto,
  ): Promise<TimelineEntryDto> {
    return this.timeline.addNote(ctx, id, body.text);
  }

  @Delete(':id/notes/:noteId')
  @Access({ roles: TEAM })
  @ApiOperation({ summary: 'Delete one of your notes' })
  @ApiOkResponse({ type: TimelineEntryDto })
  removeNote(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Param('noteId', IdParamPipe) noteId: number,
  ): Promise<TimelineEntryDto> {
    return this.timeline.removeNote(ctx, id, noteId);
  }
}
