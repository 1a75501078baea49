import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import { Audited, ApiListResponse, Ctx, ListQueryDto, sendPage, type RequestContext } from '@cuvee/platform';
import { AssignProspectsDto } from './dto/client-input.dto.js';
import { AssignmentDto, ClientDto } from './dto/client.dto.js';
import { ProspectionService } from './prospection.service.js';

/** /clients/prospection (needs seeAllClient): find prospects by area, typology, tags; assign them. */
@ApiTags('clients')
@Controller('prospection')
export class ProspectionController {
  constructor(private readonly prospection: ProspectionService) {}

  @Get()
  @Access({ roles: ['owner', 'iam'], permission: 'seeAllClient' })
  @ApiOperation({
    summary:
      'Prospects (react-admin list). Filters: department (INSEE codes, 971–976 included), typology, tags, ' +
      'unassigned, agentId, pipe, q',
  })
  @ApiListResponse(ClientDto, 'prospection')
  @Audited('clients.prospection')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ClientDto[]> {
    return sendPage(reply, await this.prospection.list(ctx, query));
  }

  @Post('assign')
  @HttpCode(200)
  @Access({ roles: ['owner', 'iam'], permission: ['seeAllClient', 'createClient'] })
  @ApiOperation({ summary: 'Deal the selected clients out to team members in turn' })
  @ApiOkResponse({ type: [AssignmentDto] })
  assign(@Ctx() ctx: RequestContext, @Body() body: AssignProspectsDto): Promise<AssignmentDto[]> {
    return this.prospection.assign(ctx, body);
  }
}
