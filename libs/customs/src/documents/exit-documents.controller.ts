import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
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
import { CUSTOMS } from '../customs-access.js';
import { DischargeInputDto, ExitDocumentDto, ExitDocumentInputDto } from './dto/exit-document.dto.js';
import { ExitDocumentsService } from './exit-documents.service.js';

@ApiTags('customs')
@Controller('exit-documents')
export class ExitDocumentsController {
  constructor(private readonly documents: ExitDocumentsService) {}

  @Get()
  @Access(CUSTOMS)
  @ApiOperation({
    summary:
      'DAE and DSA of the sales leaving the bond (react-admin list). Filters: id, kind, movementId, destination, q',
  })
  @ApiListResponse(ExitDocumentDto, 'exit-documents')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ExitDocumentDto[]> {
    return sendPage(reply, await this.documents.list(ctx, query));
  }

  @Post()
  @HttpCode(201)
  @Access(CUSTOMS)
  @ApiOperation({
    summary: 'Record the DAE or DSA of a sale exit (a DAE makes it an EU delivery or an export in the DRM)',
  })
  @ApiCreatedResponse({ type: ExitDocumentDto })
  record(@Ctx() ctx: RequestContext, @Body() body: ExitDocumentInputDto): Promise<ExitDocumentDto> {
    return this.documents.record(ctx, body);
  }

  @Post(':id/discharge')
  @HttpCode(200)
  @Access(CUSTOMS)
  @ApiOperation({ summary: 'Mark a DAE discharged (the consignee confirmed its receipt)' })
  @ApiOkResponse({ type: ExitDocumentDto })
  discharge(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: DischargeInputDto,
  ): Promise<ExitDocumentDto> {
    return this.documents.discharge(ctx, id, body);
  }
}
