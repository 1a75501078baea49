import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { CRD } from '../customs-access.js';
import { CapsuleArticlesService } from './capsule-articles.service.js';
import { CapsuleArticleDto, CapsuleArticleInputDto } from './dto/capsule-article.dto.js';

@ApiTags('customs')
@Controller('capsule-articles')
export class CapsuleArticlesController {
  constructor(private readonly articles: CapsuleArticlesService) {}

  @Get()
  @Access(CRD)
  @ApiOperation({
    summary:
      'Articles bought from suppliers that are CRD capsules (react-admin list). Filters: id, productId',
  })
  @ApiListResponse(CapsuleArticleDto, 'capsule-articles')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CapsuleArticleDto[]> {
    return sendPage(reply, await this.articles.list(ctx, query));
  }

  @Post()
  @HttpCode(201)
  @Access(CRD)
  @ApiOperation({
    summary: 'Say which capsules a format of an article holds: its receipts enter the CRD ledger',
  })
  @ApiCreatedResponse({ type: CapsuleArticleDto })
  create(@Ctx() ctx: RequestContext, @Body() body: CapsuleArticleInputDto): Promise<CapsuleArticleDto> {
    return this.articles.save(ctx, body);
  }

  @Put(':id')
  @Access(CRD)
  @ApiOperation({ summary: 'Change a capsule article (records already made stay)' })
  @ApiOkResponse({ type: CapsuleArticleDto })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: CapsuleArticleInputDto,
  ): Promise<CapsuleArticleDto> {
    return this.articles.save(ctx, body, id);
  }

  @Delete(':id')
  @Access(CRD)
  @ApiOperation({ summary: 'Stop following an article as capsules (records already made stay)' })
  @ApiOkResponse({ type: CapsuleArticleDto })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<CapsuleArticleDto> {
    return this.articles.remove(ctx, id);
  }
}
