import { isPermission, type Permission } from '@cuvee/kernel';
import type { ApiKeyDto } from './dto/api-key.dto.js';
import type { ApiKey } from './api-key.entity.js';

/** The stored permission list; anything that is not a known permission is dropped, never widened. */
export function parseKeyPermissions(stored: string): Permission[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isPermission) : [];
  } catch {
    return [];
  }
}

export function toApiKeyDto(key: ApiKey, now = new Date()): ApiKeyDto {
  const status =
    key.revokedAt !== null
      ? 'revoked'
      : key.expiresAt !== null && key.expiresAt.getTime() <= now.getTime()
        ? 'expired'
        : 'active';
  return {
    id: key.id,
    name: key.name,
    start: key.start,
    permissions: parseKeyPermissions(key.permissions),
    status,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    createdByUserId: key.createdByUserId,
    createdAt: key.createdAt.toISOString(),
  };
}
