import { Body, Controller, Headers, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Access } from '@cuvee/iam';
import { Audited, BulkSyncService, Ctx, type RequestContext } from '@cuvee/platform';
import { actorOf, SELLERS } from './operation-actor.js';
import { SyncRequestDto, SyncResultDto } from './sync.dto.js';

/**
 * Bulk sync for partners (docs/partners.md): up to 1,000 rows of products and prices, clients, stock
 * counts or suppliers, run in the request by the same import as a file, with a result per row. The
 * kind's permission and module are checked as for a file import.
 */
@ApiTags('sync')
@Controller('sync')
export class SyncController {
  constructor(private readonly sync: BulkSyncService) {}

  @Post(':kind')
  @HttpCode(200)
  @Access({ roles: SELLERS })
  @ApiOperation({
    summary:
      'Creates or updates rows by their key (products, clients, stock, suppliers) and answers each row’s ' +
      'fate; good rows are written, refused ones say why (strict: all or none)',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'Same key and body within 24 h: the first answer again, nothing written twice; another body: 422; ' +
      'the first still running: 409',
  })
  @ApiOkResponse({ type: SyncResultDto })
  @ApiBadRequestResponse({
    description: 'Le champ "x" n’existe pas pour l’import products (champs connus : …)',
  })
  @ApiConflictResponse({
    description: "Une requête avec cette clé d'idempotence est déjà en cours de traitement",
  })
  @ApiUnprocessableEntityResponse({
    description: "Cette clé d'idempotence a déjà servi pour une autre requête",
  })
  @Audited('sync.run', { details: ({ params }) => ({ kind: params.kind }) })
  run(
    @Ctx() ctx: RequestContext,
    @Param('kind') kind: string,
    @Body() body: SyncRequestDto,
    @Headers('idempotency-key') key?: string,
  ): Promise<SyncResultDto> {
    return this.sync.sync(actorOf(ctx), kind, body, key);
  }
}
