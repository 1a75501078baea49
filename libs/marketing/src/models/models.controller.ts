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
} from '@cuvee/platform';
import { MODELS } from '../marketing-access.js';
import { ModelDto, ModelInputDto, ModelPreviewDto, ModelTestDto } from './dto/model.dto.js';
import { ModelsService } from './models.service.js';

@ApiTags('marketing')
@Controller('marketing/models')
export class ModelsController {
  constructor(private readonly models: ModelsService) {}

  @Get()
  @Access(MODELS)
  @ApiOperation({ summary: 'Email models (react-admin list). Filters: id, kind, q' })
  @ApiListResponse(ModelDto, 'email-models')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ModelDto[]> {
    return sendPage(reply, await this.models.list(ctx, query));
  }

  @Get(':id')
  @Access(MODELS)
  @ApiOperation({ summary: 'One model' })
  @ApiOkResponse({ type: ModelDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ModelDto> {
    return this.models.get(ctx, id);
  }

  @Get(':id/preview')
  @Access(MODELS)
  @ApiOperation({ summary: 'The mail as sent (email-safe HTML and text), an example client in the fields' })
  @ApiOkResponse({ type: ModelPreviewDto })
  preview(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ModelPreviewDto> {
    return this.models.preview(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(MODELS)
  @ApiOperation({
    summary: 'Add a model: standard (html) or advanced (blocks); HTML is sanitised, scripts refused',
  })
  @ApiCreatedResponse({ type: ModelDto })
  create(@Ctx() ctx: RequestContext, @Body() body: ModelInputDto): Promise<ModelDto> {
    return this.models.create(ctx, body);
  }

  @Put(':id')
  @Access(MODELS)
  @ApiOperation({ summary: 'Edit a model' })
  @ApiOkResponse({ type: ModelDto })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: ModelInputDto,
  ): Promise<ModelDto> {
    return this.models.update(ctx, id, body);
  }

  @Post(':id/test')
  @HttpCode(200)
  @Access(MODELS)
  @ApiOperation({ summary: 'Send the model to one address as a test' })
  @ApiOkResponse()
  sendTest(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: ModelTestDto,
  ): Promise<{ sent: true }> {
    return this.models.sendTest(ctx, id, body.email);
  }

  @Delete(':id')
  @Access(MODELS)
  @ApiOperation({ summary: 'Archive a model' })
  @ApiOkResponse({ type: ModelDto })
  remove(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ModelDto> {
    return this.models.remove(ctx, id);
  }
}
