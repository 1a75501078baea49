import { Body, Controller, Get, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import { ApiListResponse, Audited, Ctx, ListQueryDto, type RequestContext, sendPage } from '@cuvee/platform';
import {
  ChangeCommissionDto,
  CommissionChangeDto,
  CommissionChangedDto,
  CommissionDto,
} from './dto/commission.dto.js';
import { PlatformCommission } from './platform-commission.service.js';

const ADMIN = { roles: ['admin'] } as const;

/** /admin: the platform's commission, in sales which computes it on orders (ADR 0086). */
@ApiTags('admin')
@Controller('admin/commission')
export class PlatformCommissionController {
  constructor(private readonly commission: PlatformCommission) {}

  @Get()
  @Access(ADMIN)
  @ApiOperation({ summary: "The platform's commission in force (percent of an order's goods HT)" })
  @ApiOkResponse({ type: CommissionDto })
  current(): Promise<CommissionDto> {
    return this.commission.current();
  }

  @Put()
  @Access(ADMIN)
  @ApiOperation({ summary: "Change the platform's commission: applies to orders placed from now on" })
  @ApiOkResponse({ type: CommissionChangedDto })
  @Audited('admin.commission.change', {
    target: 'commission',
    targetId: false,
    details: ({ result }) => {
      const { previousPercent, commission } = result as CommissionChangedDto;
      return { before: { percent: previousPercent }, after: { percent: commission.percent } };
    },
  })
  change(@Ctx() ctx: RequestContext, @Body() dto: ChangeCommissionDto): Promise<CommissionChangedDto> {
    return this.commission.change(ctx, dto.percent);
  }

  @Get('changes')
  @Access(ADMIN)
  @ApiOperation({ summary: "The commission's changes, newest first (react-admin list)" })
  @ApiListResponse(CommissionChangeDto, 'commission-changes')
  async changes(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CommissionChangeDto[]> {
    return sendPage(reply, await this.commission.history(query));
  }
}
