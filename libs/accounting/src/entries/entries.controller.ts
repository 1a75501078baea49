import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { Access, shopScope } from '@cuvee/iam';
import {
  Audited,
  ApiListResponse,
  Ctx,
  Database,
  ListQueryDto,
  sendPage,
  type RequestContext,
} from '@cuvee/platform';
import { EXPORTS } from '../accounting-access.js';
import { fecChunks, planFec } from '../fec/fec-file.js';
import { FecQueryDto } from '../fec/fec-query.dto.js';
import { JournalFileQueryDto } from '../fec/journal-file-query.dto.js';
import { journalFileChunks, planJournalFile } from '../fec/journal-file.js';
import { EntryLineDto } from './dto/entry-line.dto.js';
import { EntriesService } from './entries.service.js';

@ApiTags('accounting')
@Controller()
export class EntriesController {
  constructor(
    private readonly entries: EntriesService,
    private readonly database: Database,
  ) {}

  @Get('accounting-entries')
  @Access(EXPORTS)
  @ApiOperation({
    summary:
      'The journals: entry lines in posting order. Filters: journal, account, auxAccount, entryId, matchKey, letter, pieceRef, q',
  })
  @ApiListResponse(EntryLineDto, 'accounting-entries')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EntryLineDto[]> {
    return sendPage(reply, await this.entries.list(ctx, query));
  }

  @Get('accounting/fec')
  @Access(EXPORTS)
  @ApiOperation({
    summary:
      'The FEC (fichier des écritures comptables) of a period inside one fiscal year, streamed: SIRENFECAAAAMMJJ.txt',
  })
  @ApiOkResponse({ content: { 'text/plain': { schema: { type: 'string', format: 'binary' } } } })
  @ApiBadRequestResponse({ description: 'La période couvre deux exercices ; la boutique n’a pas de SIRET' })
  @Audited('accounting.fec.export')
  async fec(
    @Ctx() ctx: RequestContext,
    @Query() query: FecQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const file = await planFec(manager, shopId, query);
    void reply.header('Cache-Control', 'private, no-store');
    return new StreamableFile(Readable.from(fecChunks(manager, shopId, file)), {
      type: 'text/plain; charset=utf-8',
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }

  @Get('accounting/journal-file')
  @Access(EXPORTS)
  @ApiOperation({
    summary:
      "The entry lines of a period inside one fiscal year in an accounting program's import format (quadra: Cegid Quadra ASCII, sage: Sage 100, ebp: EBP ASCII), streamed, Windows-1252, CRLF: SHOP-format-AAAAMMJJ-AAAAMMJJ.txt",
  })
  @ApiOkResponse({ content: { 'text/plain': { schema: { type: 'string', format: 'binary' } } } })
  @ApiBadRequestResponse({ description: 'Logiciel inconnu ; la période couvre deux exercices' })
  async journalFile(
    @Ctx() ctx: RequestContext,
    @Query() query: JournalFileQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const file = await planJournalFile(manager, shopId, query);
    void reply.header('Cache-Control', 'private, no-store');
    return new StreamableFile(Readable.from(journalFileChunks(manager, shopId, file)), {
      type: 'text/plain; charset=windows-1252',
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }
}
