import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, Public } from '@cuvee/iam';
import {
  ApiListResponse,
  Ctx,
  IdParamPipe,
  ListQueryDto,
  type RequestContext,
  sendPage,
} from '@cuvee/platform';
import { BUILDERS } from '../storefront-access.js';
import { BuilderPagesService } from './builder-pages.service.js';
import {
  BuilderPageDto,
  BuilderPageInputDto,
  BuilderPageSummaryDto,
  PublishedPlaceDto,
} from './dto/builder-page.dto.js';

const BAD_PAGE =
  "Titre vide ou trop long, place inconnue ou déjà prise, section inconnue, mal remplie ou contenant un script (rien n'est enregistré)";
const NOT_FOUND = 'Ressource introuvable';

/** The builders' pages of the caller's shop (docs/storefront.md "Builders"). */
@ApiTags('storefront')
@Controller('builder-pages')
export class BuilderPagesController {
  constructor(private readonly pages: BuilderPagesService) {}

  @Get()
  @Access(BUILDERS)
  @ApiOperation({ summary: "The shop's builder pages (filters id, place: home or tab:{id})" })
  @ApiListResponse(BuilderPageSummaryDto, 'builder-pages')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BuilderPageSummaryDto[]> {
    return sendPage(reply, await this.pages.list(ctx, query));
  }

  @Get(':id')
  @Access(BUILDERS)
  @ApiOperation({ summary: 'A page with its draft and its published version' })
  @ApiOkResponse({ type: BuilderPageDto })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BuilderPageDto> {
    return this.pages.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(BUILDERS)
  @ApiOperation({ summary: 'A new page: its draft (title, sections) and its place; nothing published yet' })
  @ApiCreatedResponse({ type: BuilderPageDto })
  @ApiBadRequestResponse({ description: BAD_PAGE })
  create(@Ctx() ctx: RequestContext, @Body() body: BuilderPageInputDto): Promise<BuilderPageDto> {
    return this.pages.create(ctx, body);
  }

  @Put(':id')
  @Access(BUILDERS)
  @ApiOperation({ summary: 'Save the draft and the place; visitors still see the published version' })
  @ApiOkResponse({ type: BuilderPageDto })
  @ApiBadRequestResponse({ description: BAD_PAGE })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: BuilderPageInputDto,
  ): Promise<BuilderPageDto> {
    return this.pages.update(ctx, id, body);
  }

  @Post(':id/publish')
  @HttpCode(200)
  @Access(BUILDERS)
  @ApiOperation({ summary: 'Publish the draft: visitors see it from now on' })
  @ApiOkResponse({ type: BuilderPageDto })
  @ApiBadRequestResponse({ description: 'Une page sans section ne peut pas être publiée' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  publish(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BuilderPageDto> {
    return this.pages.publish(ctx, id);
  }

  @Post(':id/discard')
  @HttpCode(200)
  @Access(BUILDERS)
  @ApiOperation({ summary: 'Drop the draft: it goes back to the published version' })
  @ApiOkResponse({ type: BuilderPageDto })
  @ApiBadRequestResponse({ description: "Cette page n'a jamais été publiée" })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  discard(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BuilderPageDto> {
    return this.pages.discard(ctx, id);
  }

  @Delete(':id')
  @Access(BUILDERS)
  @ApiOperation({ summary: 'Delete a page, draft and published version' })
  @ApiOkResponse({ type: BuilderPageDto })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<BuilderPageDto> {
    return this.pages.remove(ctx, id);
  }
}

/** The published pages, for the shop front: never a draft. */
@ApiTags('storefront')
@Controller('published-pages')
export class PublishedPagesController {
  constructor(private readonly pages: BuilderPagesService) {}

  @Get(':shopId/home')
  @Public()
  @ApiOperation({ summary: "The shop's published home page; page null when it has none" })
  @ApiOkResponse({ type: PublishedPlaceDto })
  home(@Param('shopId', IdParamPipe) shopId: number): Promise<PublishedPlaceDto> {
    return this.pages.published(shopId, 'home', null);
  }

  @Get(':shopId/tabs/:tabId')
  @Public()
  @ApiOperation({ summary: "A tab's published page; page null when it has none" })
  @ApiOkResponse({ type: PublishedPlaceDto })
  tab(
    @Param('shopId', IdParamPipe) shopId: number,
    @Param('tabId') tabId: string,
  ): Promise<PublishedPlaceDto> {
    return this.pages.published(shopId, 'tab', tabId);
  }
}
