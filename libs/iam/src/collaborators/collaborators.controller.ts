import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  Audited,
  ApiListResponse,
  Ctx,
  IdParamPipe,
  ListQueryDto,
  type RequestContext,
  sendPage,
} from '@cuvee/platform';
import { Access } from '../auth/access.decorators.js';
import { CollaboratorDto, StructureNodeDto } from '../shops/dto/member.dto.js';
import { UpdateCollaboratorDto } from '../shops/dto/member-input.dto.js';
import { CollaboratorsService } from './collaborators.service.js';
import { CreateCollaboratorDto } from './dto/create-collaborator.dto.js';

/** Collaborators (role iam) of the caller's shop: page /dashboard/collaborators, iam module. */
@ApiTags('collaborators')
@Controller('collaborators')
export class CollaboratorsController {
  constructor(private readonly collaborators: CollaboratorsService) {}

  @Get()
  @Access({ roles: ['owner', 'iam'], permission: 'accessCollaborator', integration: 'iam' })
  @ApiOperation({
    summary: "The shop's collaborators (react-admin list; filters q, blocked, id, reportsToUserId)",
  })
  @ApiListResponse(CollaboratorDto, 'collaborators')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CollaboratorDto[]> {
    return sendPage(reply, await this.collaborators.list(ctx, query));
  }

  @Get('structure')
  @Access({ roles: ['owner', 'iam'], permission: 'accessCollaborator', integration: 'iam' })
  @ApiOperation({ summary: 'Who reports to whom: the owner at the root, then collaborators and agents' })
  @ApiOkResponse({ type: StructureNodeDto })
  structure(@Ctx() ctx: RequestContext): Promise<StructureNodeDto> {
    return this.collaborators.structure(ctx);
  }

  @Get(':id')
  @Access({ roles: ['owner', 'iam'], permission: 'accessCollaborator', integration: 'iam' })
  @ApiOperation({ summary: 'One collaborator of the shop, by user id' })
  @ApiOkResponse({ type: CollaboratorDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable (also for another shop’s collaborator)' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<CollaboratorDto> {
    return this.collaborators.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access({ roles: ['owner', 'iam'], permission: 'createCollaborator', integration: 'iam' })
  @ApiOperation({
    summary: 'Create a collaborator and email them a link to choose their password',
    description: 'A collaborator may only grant the permissions they hold themselves.',
  })
  @ApiCreatedResponse({ type: CollaboratorDto })
  @ApiConflictResponse({ description: 'Un compte existe déjà avec cette adresse mail.' })
  @Audited('collaborators.create', { target: 'user', targetId: 'result' })
  create(@Ctx() ctx: RequestContext, @Body() body: CreateCollaboratorDto): Promise<CollaboratorDto> {
    return this.collaborators.create(ctx, body);
  }

  @Put(':id')
  @Access({ roles: ['owner', 'iam'], permission: 'createCollaborator', integration: 'iam' })
  @ApiOperation({
    summary: "Change a collaborator's permissions, manager or block",
    description: 'Blocking or unblocking ends their sessions. Nobody changes their own membership here.',
  })
  @ApiOkResponse({ type: CollaboratorDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  @Audited('collaborators.permissions', { target: 'user' })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: UpdateCollaboratorDto,
  ): Promise<CollaboratorDto> {
    return this.collaborators.update(ctx, id, body);
  }
}
