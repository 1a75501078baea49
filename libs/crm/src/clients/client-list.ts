import { BadRequestException } from '@nestjs/common';
import { normalisedWords, prefixUpperBound, queryWords } from '@cuvee/kernel';
import { parseListQuery, type ListDefinition, type ListQueryDto, type ListRequest } from '@cuvee/platform';
import type { SelectQueryBuilder } from 'typeorm';
import { ClientTag } from './client-tag.entity.js';
import { ClientWord } from './client-word.entity.js';
import type { Client } from './client.entity.js';
import { normaliseTag } from './client-input.js';

/*
 * The clients list (react-admin simple-REST): single-column filters run through platform's fetchPage; the
 * others (words, tags, prospect, unassigned) are checked by parseListQuery like any filter, then applied
 * here as sub-queries on their own indexed tables. Archived clients are left out unless asked for.
 */

const CLIENT_COLUMNS: Pick<ListDefinition, 'sortable' | 'filters' | 'defaultSort' | 'idColumn'> = {
  sortable: {
    displayName: 'c.displayName',
    id: 'c.id',
    createdAt: 'c.createdAt',
    updatedAt: 'c.updatedAt',
    typology: 'c.typology',
    department: 'c.department',
  },
  filters: {
    id: { kind: 'equals', column: 'c.id', type: 'number' },
    typology: { kind: 'equals', column: 'c.typology', type: 'string' },
    department: { kind: 'equals', column: 'c.department', type: 'string' },
    agentId: { kind: 'equals', column: 'c.agentId', type: 'number' },
    isPro: { kind: 'equals', column: 'c.isPro', type: 'boolean' },
    pipe: { kind: 'equals', column: 'c.pipe', type: 'string' },
    archived: { kind: 'equals', column: 'c.archived', type: 'boolean' },
    userId: { kind: 'equals', column: 'c.userId', type: 'number' },
  },
  defaultSort: ['displayName', 'ASC'],
  idColumn: 'c.id',
};

/** Filters applied here rather than by fetchPage; their definitions only serve parseListQuery's checks. */
const OWN_FILTERS = {
  q: { kind: 'search', columns: ['client_words.word'] },
  tags: { kind: 'equals', column: 'client_tags.tag', type: 'string' },
  prospect: { kind: 'equals', column: 'c.pipe', type: 'boolean' },
  unassigned: { kind: 'equals', column: 'c.agentId', type: 'boolean' },
  erasure: { kind: 'equals', column: 'c.erasedAt', type: 'string' },
} as const satisfies ListDefinition['filters'];

export const CLIENT_LIST: ListDefinition = { resource: 'clients', ...CLIENT_COLUMNS };
export const PROSPECT_LIST: ListDefinition = { resource: 'prospection', ...CLIENT_COLUMNS };

export interface OwnFilters {
  words: string[];
  /** Custom field filters by field key (`custom.<key>`), checked against the fields by the service. */
  custom: Record<string, unknown>;
  tags: string[];
  prospect?: boolean;
  unassigned?: boolean;
  erasure?: ErasureFilter;
}

/**
 * Where a client stands on erasure (ADR 0066): proposed by the retention job, asked but waiting for an
 * invoice to be paid, or done. Erased clients are archived, so `erased` lists them without `archived`.
 */
const ERASURE_FILTERS = {
  proposed: 'c.erasureProposedAt IS NOT NULL AND c.erasedAt IS NULL',
  pending: 'c.erasureRequestedAt IS NOT NULL AND c.erasedAt IS NULL',
  erased: 'c.erasedAt IS NOT NULL',
} as const;
export type ErasureFilter = keyof typeof ERASURE_FILTERS;

function erasureFilter(value: unknown): ErasureFilter | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && Object.hasOwn(ERASURE_FILTERS, value)) return value as ErasureFilter;
  throw new BadRequestException('error.invalidListQuery');
}

export interface ClientListRequest {
  /** What fetchPage applies. */
  request: ListRequest;
  own: OwnFilters;
}

/**
 * The words of a search. A query of digits and phone separators ("06 12 34", "+33 6") is one number, so
 * it is matched as one prefix of the stored phone and SIRET digits.
 */
export function searchWords(query: string): string[] {
  if (/^[\d\s.+()/-]+$/.test(query) && query.replace(/\D/g, '').length >= 4) {
    return normalisedWords(query.replace(/\D/g, ''));
  }
  return queryWords(query);
}

/**
 * Takes the `custom.<key>` filters out of a list query: their keys are the shop's custom fields, known
 * only once read (ClientCustomValues.applyFilters checks them).
 */
function withoutCustomFilters(query: ListQueryDto): { query: ListQueryDto; custom: Record<string, unknown> } {
  if (query.filter === undefined || !query.filter.includes('"custom')) return { query, custom: {} };
  let raw: unknown;
  try {
    raw = JSON.parse(query.filter);
  } catch {
    // parseListQuery answers the malformed filter.
    return { query, custom: {} };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { query, custom: {} };
  const custom: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key.startsWith(CUSTOM_PREFIX)) custom[key.slice(CUSTOM_PREFIX.length)] = value;
    // react-admin sends a filter input named custom.<key> nested: {"custom": {"<key>": value}}.
    else if (key === 'custom' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      Object.assign(custom, value);
    } else rest[key] = value;
  }
  return { query: { ...query, filter: JSON.stringify(rest) }, custom };
}

const CUSTOM_PREFIX = 'custom.';

export function parseClientList(asked: ListQueryDto, definition: ListDefinition): ClientListRequest {
  const { query, custom } = withoutCustomFilters(asked);
  const parsed = parseListQuery(query, {
    ...definition,
    filters: { ...definition.filters, ...OWN_FILTERS },
  });
  const { q, tags, prospect, unassigned, erasure, ...filter } = parsed.filter;
  const erasureAsked = erasureFilter(erasure);
  return {
    request: { ...parsed, filter },
    own: {
      words: typeof q === 'string' ? searchWords(q) : [],
      custom,
      tags: tags === undefined ? [] : [tags].flat().map((tag) => normaliseTag(String(tag))),
      ...(typeof prospect === 'boolean' ? { prospect } : {}),
      ...(typeof unassigned === 'boolean' ? { unassigned } : {}),
      ...(erasureAsked ? { erasure: erasureAsked } : {}),
    },
  };
}

/** Applies the filters fetchPage does not know, and leaves archived clients out unless the filter names them. */
export function applyOwnFilters(
  builder: SelectQueryBuilder<Client>,
  shopId: number,
  list: ClientListRequest,
): void {
  const { own, request } = list;
  if (request.filter.archived === undefined && own.erasure !== 'erased') builder.andWhere('c.archived = 0');
  if (own.erasure) builder.andWhere(ERASURE_FILTERS[own.erasure]);
  if (own.prospect !== undefined) builder.andWhere(own.prospect ? 'c.pipe IS NOT NULL' : 'c.pipe IS NULL');
  if (own.unassigned !== undefined) {
    builder.andWhere(own.unassigned ? 'c.agentId IS NULL' : 'c.agentId IS NOT NULL');
  }
  if (list.own.tags.length > 0) {
    const tags = builder
      .subQuery()
      .select('t.clientId')
      .from(ClientTag, 't')
      .where('t.shopId = :tagShopId')
      .andWhere('t.tag IN (:...tags)')
      .getQuery();
    builder.andWhere(`c.id IN ${tags}`, { tagShopId: shopId, tags: own.tags });
  }
  own.words.forEach((word, index) => {
    const upper = prefixUpperBound(word);
    const words = builder
      .subQuery()
      .select(`w${index}.clientId`)
      .from(ClientWord, `w${index}`)
      .where(`w${index}.shopId = :wordShopId`)
      .andWhere(`w${index}.word >= :wordFrom${index}`)
      .andWhere(upper === null ? '1 = 1' : `w${index}.word < :wordTo${index}`)
      .getQuery();
    builder.andWhere(`c.id IN ${words}`, {
      wordShopId: shopId,
      [`wordFrom${index}`]: word,
      ...(upper === null ? {} : { [`wordTo${index}`]: upper }),
    });
  });
}
