import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { Permission } from '@cuvee/kernel';
import {
  Database,
  fetchPage,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  parseListQuery,
  type RequestContext,
} from '@cuvee/platform';
import { generateApiKey } from '../domain/api-key.js';
import { shopScope } from '../shops/shop-scope.js';
import { ApiKey } from './api-key.entity.js';
import { toApiKeyDto } from './api-key-views.js';
import type { ApiKeyDto, CreateApiKeyDto, CreatedApiKeyDto } from './dto/api-key.dto.js';

const API_KEYS_LIST: ListDefinition = {
  resource: 'api-keys',
  sortable: { id: 'key.id', name: 'key.name', createdAt: 'key.createdAt', lastUsedAt: 'key.lastUsedAt' },
  filters: {
    id: { kind: 'equals', column: 'key.id', type: 'number' },
    q: { kind: 'search', columns: ['key.name', 'key.start'] },
  },
  defaultSort: ['createdAt', 'DESC'],
  idColumn: 'key.id',
};

/** A shop's API keys (ADR 0054): made, listed and revoked by a person signed in, never by a key. */
@Injectable()
export class ApiKeysService {
  constructor(private readonly database: Database) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<ApiKeyDto>> {
    const scope = peopleScope(ctx);
    const builder = this.database.dataSource
      .getRepository(ApiKey)
      .createQueryBuilder('key')
      .where('key.shopId = :shopId', { shopId: scope.shopId });
    const page = await fetchPage(builder, parseListQuery(query, API_KEYS_LIST), API_KEYS_LIST);
    const now = new Date();
    return { ...page, rows: page.rows.map((key) => toApiKeyDto(key, now)) };
  }

  async get(ctx: RequestContext, id: number): Promise<ApiKeyDto> {
    return toApiKeyDto(await this.find(peopleScope(ctx).shopId, id));
  }

  async create(ctx: RequestContext, input: CreateApiKeyDto): Promise<CreatedApiKeyDto> {
    const scope = peopleScope(ctx);
    const held = ctx.user?.permissions ?? [];
    const permissions = [...new Set(input.permissions)];
    if (permissions.length === 0) throw new BadRequestException('apiKeys.noPermission');
    const missing = permissions.find((permission: Permission) => !held.includes(permission));
    if (missing) {
      throw new ForbiddenException({ message: 'apiKeys.permissionNotHeld', params: { permission: missing } });
    }
    const now = new Date();
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= now.getTime()) {
      throw new BadRequestException('apiKeys.expiryPast');
    }
    const generated = generateApiKey();
    const key = await this.database.transaction((manager) =>
      manager.getRepository(ApiKey).save(
        manager.getRepository(ApiKey).create({
          shopId: scope.shopId,
          createdByUserId: scope.userId,
          name: input.name.trim(),
          start: generated.start,
          secretHash: generated.hash,
          permissions: JSON.stringify(permissions),
          expiresAt,
          revokedAt: null,
          lastUsedAt: null,
          createdAt: now,
        }),
      ),
    );
    return { ...toApiKeyDto(key, now), secret: generated.secret };
  }

  /** Revoking twice answers the key as it is: the first revocation's instant stays. */
  async revoke(ctx: RequestContext, id: number): Promise<ApiKeyDto> {
    const { shopId } = peopleScope(ctx);
    return this.database.transaction(async (manager) => {
      const keys = manager.getRepository(ApiKey);
      await keys
        .createQueryBuilder()
        .update(ApiKey)
        .set({ revokedAt: new Date() })
        .where('id = :id AND shopId = :shopId AND revokedAt IS NULL', { id, shopId })
        .execute();
      const key = await keys.findOneBy({ id, shopId });
      if (!key) throw new NotFoundException('error.notFound');
      return toApiKeyDto(key);
    });
  }

  private async find(shopId: number, id: number): Promise<ApiKey> {
    const key = await this.database.dataSource.getRepository(ApiKey).findOneBy({ id, shopId });
    if (!key) throw new NotFoundException('error.notFound');
    return key;
  }
}

/**
 * The shop scope of a person signed in. A key never manages keys nor webhooks: a leaked key could
 * otherwise mint itself successors (the guard already closes permission-less operations to keys; this
 * says it where it matters).
 */
export function peopleScope(ctx: RequestContext): { userId: number; shopId: number } {
  if (ctx.user?.apiKeyId !== undefined) throw new ForbiddenException('apiKeys.peopleOnly');
  return shopScope(ctx);
}
