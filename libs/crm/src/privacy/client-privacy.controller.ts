import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import {
  ApiListResponse,
  Audited,
  Ctx,
  IdParamPipe,
  ListQueryDto,
  sendPage,
  type RequestContext,
} from '@cuvee/platform';
import { ClientErasureService } from './client-erasure.service.js';
import { ClientConsentDto, ErasureDto } from './dto/erasure.dto.js';

/**
 * A client's personal data (ADR 0066): the erasure (previewed, then carried out) and the consent history.
 * The portable export is a kind of export (`personalData`, POST /v1/exports with the client's id).
 * Erasing is the shop's decision: owners and collaborators who see and edit every client.
 */
@ApiTags('clients')
@Controller('clients')
export class ClientPrivacyController {
  constructor(private readonly erasures: ClientErasureService) {}

  @Get(':id/erasure')
  @Access({ roles: ['owner', 'iam'], permission: ['seeAllClient', 'createClient'] })
  @ApiOperation({
    summary:
      "What erasing the client's personal data removes and what the law keeps (invoices ten years), " +
      'before anything is written',
  })
  @ApiOkResponse({ type: ErasureDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  preview(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ErasureDto> {
    return this.erasures.preview(ctx, id);
  }

  @Post(':id/erasure')
  @HttpCode(200)
  @Audited('privacy.erase', { target: 'client' })
  @Access({ roles: ['owner', 'iam'], permission: ['seeAllClient', 'createClient'] })
  @ApiOperation({
    summary:
      "Erase the client's personal data in every context; partial (status pending) while an invoice is " +
      'still to be paid, completed by the daily retention job once it is',
  })
  @ApiOkResponse({ type: ErasureDto })
  @ApiConflictResponse({ description: 'Les données de ce client ont déjà été effacées' })
  erase(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<ErasureDto> {
    return this.erasures.erase(ctx, id);
  }

  @Get(':id/consents')
  @Access({ roles: ['owner', 'agent', 'iam'] })
  @ApiOperation({ summary: "The client's marketing consent history, newest first (react-admin list)" })
  @ApiListResponse(ClientConsentDto, 'client-consents')
  async consents(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ClientConsentDto[]> {
    return sendPage(reply, await this.erasures.consents(ctx, id, query));
  }
}
