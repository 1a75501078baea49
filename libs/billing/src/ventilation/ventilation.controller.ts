import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { BILL } from '../billing-access.js';
import {
  AutoVentilationDto,
  AutoVentilationResultDto,
  VentilationDto,
  VentilationInputDto,
} from './dto/ventilation.dto.js';
import { VentilationService } from './ventilation.service.js';

@ApiTags('billing')
@Controller('ventilations')
export class VentilationController {
  constructor(private readonly ventilation: VentilationService) {}

  @Get()
  @Access(BILL)
  @ApiOperation({
    summary:
      'Ventilation (/orders/ventilate): document lines and payments with their accounts. Filters: bound, target, journal, documentId, clientId, revenueAccount, q',
  })
  @ApiListResponse(VentilationDto, 'ventilations')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<VentilationDto[]> {
    return sendPage(reply, await this.ventilation.list(ctx, query));
  }

  @Post('auto')
  @HttpCode(200)
  @Access(BILL)
  @ApiOperation({ summary: "Bind pending entries (all, or those named) to the settings' default accounts" })
  @ApiOkResponse({ type: AutoVentilationResultDto })
  auto(@Ctx() ctx: RequestContext, @Body() body: AutoVentilationDto): Promise<{ bound: number }> {
    return this.ventilation.auto(ctx, body.ids);
  }

  @Get(':id')
  @Access(BILL)
  @ApiOperation({ summary: 'One ventilation entry' })
  @ApiOkResponse({ type: VentilationDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<VentilationDto> {
    return this.ventilation.get(ctx, id);
  }

  @Put(':id')
  @Access(BILL)
  @ApiOperation({ summary: 'Bind one entry to the accounts given' })
  @ApiOkResponse({ type: VentilationDto })
  update(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: VentilationInputDto,
  ): Promise<VentilationDto> {
    return this.ventilation.update(ctx, id, body);
  }
}
