import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import { ApiListResponse, Ctx, ListQueryDto, sendPage, type RequestContext } from '@cuvee/platform';
import { CRD } from '../customs-access.js';
import { CrdService } from './crd.service.js';
import { CrdMovementDto, CrdMovementInputDto } from './dto/crd-movement.dto.js';

@ApiTags('customs')
@Controller('crd-movements')
export class CrdController {
  constructor(private readonly crd: CrdService) {}

  @Get()
  @Access(CRD)
  @ApiOperation({
    summary:
      'Capsule purchases and adjustments (react-admin list). Filters: id, month, category, color, centilisation, kind',
  })
  @ApiListResponse(CrdMovementDto, 'crd-movements')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CrdMovementDto[]> {
    return sendPage(reply, await this.crd.list(ctx, query));
  }

  @Post()
  @HttpCode(201)
  @Access(CRD)
  @ApiOperation({
    summary: 'Record a capsule purchase or adjustment (counts in the first month not validated)',
  })
  @ApiCreatedResponse({ type: CrdMovementDto })
  record(@Ctx() ctx: RequestContext, @Body() body: CrdMovementInputDto): Promise<CrdMovementDto> {
    return this.crd.record(ctx, body);
  }
}
