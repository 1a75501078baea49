import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
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
  Audited,
} from '@cuvee/platform';
import { LISTS } from '../marketing-access.js';
import { ListDto, ListImportDto, ListImportResultDto, ListInputDto, ListMemberDto } from './dto/list.dto.js';
import { ListsService } from './lists.service.js';

@ApiTags('marketing')
@Controller('marketing/lists')
export class ListsController {
  constructor(private readonly lists: ListsService) {}

  @Get()
  @Access(LISTS)
  @ApiOperation({ summary: 'Client lists with their live counts (react-admin list). Filters: id, kind, q' })
  @ApiListResponse(ListDto, 'marketing-lists')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ListDto[]> {
    return sendPage(reply, await this.lists.list(ctx, query));
  }

  @Get(':id')
  @Access(LISTS)
  @ApiOperation({ summary: 'One list, counted now' })
  @ApiOkResponse({ type: ListDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ListDto> {
    return this.lists.get(ctx, id);
  }

  @Get(':id/members')
  @Access(LISTS)
  @ApiOperation({ summary: 'The clients a list holds now (react-admin list). Filter: q' })
  @ApiListResponse(ListMemberDto, 'marketing-list-members')
  async members(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ListMemberDto[]> {
    return sendPage(reply, await this.lists.members(ctx, id, query));
  }

  @Post()
  @HttpCode(201)
  @Access(LISTS)
  @ApiOperation({ summary: 'Add a list: static (clientIds) or dynamic (filter)' })
  @ApiCreatedResponse({ type: ListDto })
  create(@Ctx() ctx: RequestContext, @Body() body: ListInputDto): Promise<ListDto> {
    return this.lists.create(ctx, body);
  }

  @Put(':id')
  @Access(LISTS)
  @ApiOperation({ summary: 'Edit a list (name, filter, or the clients of a static list)' })
  @ApiOkResponse({ type: ListDto })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: ListInputDto,
  ): Promise<ListDto> {
    return this.lists.update(ctx, id, body);
  }

  @Post(':id/import')
  @HttpCode(200)
  @Access(LISTS)
  @ApiOperation({ summary: 'Add to a static list the clients a CSV names by email' })
  @ApiOkResponse({ type: ListImportResultDto })
  @Audited('marketing.lists.import', { target: 'clientList' })
  importCsv(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: ListImportDto,
  ): Promise<ListImportResultDto> {
    return this.lists.importCsv(ctx, id, body.csv);
  }

  @Delete(':id')
  @Access(LISTS)
  @ApiOperation({ summary: 'Archive a list' })
  @ApiOkResponse({ type: ListDto })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ListDto> {
    return this.lists.remove(ctx, id);
  }
}
