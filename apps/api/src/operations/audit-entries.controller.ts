import { Readable } from 'node:stream';
import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { Access } from '@cuvee/iam';
import {
  ApiListResponse,
  Audited,
  AuditTrail,
  Ctx,
  ListQueryDto,
  sendPage,
  type AuditActorKind,
  type AuditEntryView,
  type AuditOutcome,
  type RequestContext,
} from '@cuvee/platform';

class AuditEntryDto implements AuditEntryView {
  @ApiProperty()
  id!: number;

  @ApiProperty({ type: String, format: 'date-time', description: 'When (UTC)' })
  at!: string;

  @ApiProperty({ type: Number, nullable: true, description: 'The shop acted in; null: platform-wide' })
  shopId!: number | null;

  @ApiProperty({ enum: ['user', 'apiKey', 'cli'] })
  actorKind!: AuditActorKind;

  @ApiProperty({ type: Number, nullable: true, description: 'The user, or the owner of the API key' })
  actorUserId!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'The user’s role when they acted' })
  actorRole!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  actorApiKeyId!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'The system user who ran a `cuvee` command' })
  actorName!: string | null;

  @ApiProperty({ example: 'clients.export', description: 'A stable dotted code (docs/operations/audit.md)' })
  action!: string;

  @ApiProperty({ type: String, nullable: true, example: 'client' })
  targetType!: string | null;

  @ApiProperty({ type: String, nullable: true })
  targetId!: string | null;

  @ApiProperty({ enum: ['success', 'failure'] })
  outcome!: AuditOutcome;

  @ApiProperty({ type: String, nullable: true, description: 'The request’s X-Request-Id' })
  correlationId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  clientIp!: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'Small facts, never secrets nor personal values: the fields a change set, a count…',
  })
  details!: Record<string, unknown> | null;
}

class AuditExportQueryDto {
  @ApiPropertyOptional({
    description: 'JSON object of the list’s filters',
    example: '{"action":"clients.list"}',
  })
  @IsOptional()
  @IsString()
  filter?: string;
}

/** The audit trail (ADR 0065): owners read their shop's entries, administrators every shop's. */
@ApiTags('audit')
@Controller('audit-entries')
export class AuditEntriesController {
  constructor(private readonly trail: AuditTrail) {}

  @Get()
  // No permission of the kernel fits reading the trail: owners only in a shop, not their collaborators.
  @Access({ roles: ['owner', 'admin'] })
  @ApiOperation({
    summary:
      'Who viewed, exported, changed or deleted what, newest first (react-admin list). Filters: id, ' +
      'actorKind, actorUserId, actorApiKeyId, action, targetType, targetId, outcome, correlationId, ' +
      'since and until (UTC milliseconds, included), shopId (administrators)',
  })
  @ApiListResponse(AuditEntryDto, 'audit-entries')
  async list(
    @Ctx() ctx: RequestContext,
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEntryDto[]> {
    return sendPage(reply, await this.trail.list(ctx, query));
  }

  @Get('export')
  @Access({ roles: ['owner', 'admin'] })
  @ApiOperation({
    summary:
      'The entries the filter selects (the list’s filters), oldest first, as CSV (UTF-8 with BOM, `;`)',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } } })
  // Reading the whole trail out is itself worth a line of it.
  @Audited('audit.export')
  export(
    @Ctx() ctx: RequestContext,
    @Query() query: AuditExportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): StreamableFile {
    const lines = this.trail.csv(ctx, query);
    void reply.header('Cache-Control', 'private, no-store');
    return new StreamableFile(Readable.from(lines), {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="journal-audit.csv"',
    });
  }
}
