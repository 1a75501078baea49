import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import { Ctx, IdParamPipe, type RequestContext } from '@cuvee/platform';
import { SEE_FUTURES } from '../primeur-access.js';
import { StatementDto } from './dto/statement.dto.js';
import { StatementsService } from './statements.service.js';

@ApiTags('primeur')
@Controller('primeur-statements')
export class StatementsController {
  constructor(private readonly statements: StatementsService) {}

  @Get(':clientId')
  @Access(SEE_FUTURES)
  @ApiOperation({
    summary: 'A client’s primeur statement: subscriptions across campaigns, deposits paid, balances due',
  })
  @ApiOkResponse({ type: StatementDto })
  get(@Ctx() ctx: RequestContext, @Param('clientId', IdParamPipe) clientId: number): Promise<StatementDto> {
    return this.statements.statement(ctx, clientId);
  }

  @Get(':clientId/pdf')
  @Access(SEE_FUTURES)
  @ApiOperation({ summary: 'The client’s primeur statement as a PDF' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async pdf(
    @Ctx() ctx: RequestContext,
    @Param('clientId', IdParamPipe) clientId: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { name, pdf } = await this.statements.pdf(ctx, clientId);
    reply.header('Content-Type', 'application/pdf');
    reply.header('Content-Disposition', `inline; filename="${name}.pdf"`);
    return pdf;
  }
}
