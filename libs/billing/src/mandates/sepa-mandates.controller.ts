import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
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
import { PAYMENTS } from '../billing-access.js';
import {
  SepaDebitDto,
  SepaMandateDto,
  SepaMandateInputDto,
  SepaMandateSignatureDto,
} from './dto/sepa-mandate.dto.js';
import { SepaDebitsService } from './sepa-debits.service.js';
import { SepaMandatesService } from './sepa-mandates.service.js';

/** SEPA direct-debit mandates of the shop's clients (ADR 0076, docs/billing.md "SEPA direct debit"). */
@ApiTags('billing')
@Controller('sepa-mandates')
export class SepaMandatesController {
  constructor(private readonly mandates: SepaMandatesService) {}

  @Get()
  @Access(PAYMENTS)
  @ApiOperation({ summary: 'SEPA mandates. Filters: id, clientId, status, q (reference, holder)' })
  @ApiListResponse(SepaMandateDto, 'sepa-mandates')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SepaMandateDto[]> {
    return sendPage(reply, await this.mandates.list(ctx, query));
  }

  @Get(':id')
  @Access(PAYMENTS)
  @ApiOperation({ summary: 'One SEPA mandate' })
  @ApiOkResponse({ type: SepaMandateDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  get(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<SepaMandateDto> {
    return this.mandates.get(ctx, id);
  }

  @Post()
  @HttpCode(201)
  @Access(PAYMENTS)
  @ApiOperation({
    summary:
      "Record a client's mandate (IBAN checked by its key); its reference (RUM) is drawn from the shop's sequence",
  })
  @ApiCreatedResponse({ type: SepaMandateDto })
  @ApiBadRequestResponse({
    description: "Cet IBAN n'est pas valide… / Renseignez d'abord l'identifiant créancier…",
  })
  create(@Ctx() ctx: RequestContext, @Body() body: SepaMandateInputDto): Promise<SepaMandateDto> {
    return this.mandates.create(ctx, body);
  }

  @Post(':id/sign')
  @HttpCode(200)
  @Access(PAYMENTS)
  @ApiOperation({ summary: 'Record the signature of a mandate awaiting it' })
  @ApiOkResponse({ type: SepaMandateDto })
  @ApiConflictResponse({ description: 'Not awaiting signature' })
  sign(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() body: SepaMandateSignatureDto,
  ): Promise<SepaMandateDto> {
    return this.mandates.sign(ctx, id, body.signedOn);
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @Access(PAYMENTS)
  @ApiOperation({
    summary: 'Revoke a mandate: nothing more is debited with it, its scheduled debits are cancelled',
  })
  @ApiOkResponse({ type: SepaMandateDto })
  @ApiConflictResponse({ description: 'Le mandat … est déjà révoqué' })
  revoke(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<SepaMandateDto> {
    return this.mandates.revoke(ctx, id);
  }
}

/** Invoices collected with the mandates (ADR 0076). */
@ApiTags('billing')
@Controller('sepa-debits')
export class SepaDebitsController {
  constructor(private readonly debits: SepaDebitsService) {}

  @Get()
  @Access(PAYMENTS)
  @ApiOperation({ summary: 'SEPA debits. Filters: id, invoiceId, mandateId, clientId, status' })
  @ApiListResponse(SepaDebitDto, 'sepa-debits')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SepaDebitDto[]> {
    return sendPage(reply, await this.debits.list(ctx, query));
  }

  @Post(':id/retry')
  @HttpCode(200)
  @Access(PAYMENTS)
  @ApiOperation({ summary: 'Present a failed debit again, now, as a new request to the bank' })
  @ApiOkResponse({ type: SepaDebitDto })
  @ApiNotFoundResponse({ description: 'Ressource introuvable' })
  @ApiConflictResponse({ description: 'Seul un prélèvement en échec se relance…' })
  retry(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<SepaDebitDto> {
    return this.debits.retry(ctx, id);
  }
}
