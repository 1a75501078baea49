import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
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
  sendPage,
  type RequestContext,
} from '@cuvee/platform';
import { IFRAMES } from '../storefront-access.js';
import { IframeDto, IframeInputDto, PublicIframeDto } from './dto/iframe.dto.js';
import { IframesService } from './iframes.service.js';

@ApiTags('storefront')
@Controller('iframes')
export class IframesController {
  constructor(private readonly iframes: IframesService) {}

  @Get()
  @Access(IFRAMES)
  @ApiOperation({ summary: "The shop's iframes (react-admin list). Filters: id, kind, q" })
  @ApiListResponse(IframeDto, 'iframes')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<IframeDto[]> {
    return sendPage(reply, await this.iframes.list(ctx, query));
  }

  @Get(':id/public')
  @Public()
  @ApiOperation({
    summary: 'What the shop front draws at /iframes/{id}, with the sites allowed to frame it; 404 when off',
  })
  @ApiOkResponse({ type: PublicIframeDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  publicRead(@Param('id', IdParamPipe) id: number): Promise<PublicIframeDto> {
    return this.iframes.publicRead(id);
  }

  @Get(':id')
  @Access(IFRAMES)
  @ApiOperation({ summary: 'One iframe' })
  @ApiOkResponse({ type: IframeDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<IframeDto> {
    return this.iframes.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(IFRAMES)
  @ApiOperation({ summary: "Add an iframe; sites and theme left out come from the shop's iframes settings" })
  @ApiCreatedResponse({ type: IframeDto })
  create(@Ctx() ctx: RequestContext, @Body() body: IframeInputDto): Promise<IframeDto> {
    return this.iframes.create(ctx, body);
  }

  @Put(':id')
  @Access(IFRAMES)
  @ApiOperation({ summary: 'Edit an iframe' })
  @ApiOkResponse({ type: IframeDto })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: IframeInputDto,
  ): Promise<IframeDto> {
    return this.iframes.update(ctx, id, body);
  }

  @Delete(':id')
  @Access(IFRAMES)
  @ApiOperation({ summary: 'Delete an iframe (the sites embedding it then show "not found")' })
  @ApiOkResponse({ type: IframeDto })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<IframeDto> {
    return this.iframes.remove(ctx, id);
  }
}
