import { BadRequestException, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@cuvee/kernel';

/*
 * The react-admin simple-REST list protocol, once for every list endpoint:
 *   GET /v1/things?sort=["name","ASC"]&range=[0,24]&filter={"q":"dom","blocked":false}
 * answers a page of rows with `Content-Range: things 0-24/319`. Sorting, filtering and paging happen
 * in SQL on a whitelist of fields; anything else in the query is a 400, never silently ignored.
 * A lookup by ids (`filter={"id":[…]}`, react-admin's getMany, which sends no range) answers every id
 * asked, up to MAX_PAGE_SIZE of them; more is a 400 that says the cap.
 */

const MAX_FILTER_VALUES = 100;
const MAX_SEARCH_LENGTH = 100;

/** The raw query parameters, JSON-encoded as react-admin sends them. */
export class ListQueryDto {
  @ApiPropertyOptional({ description: 'JSON ["field","ASC"|"DESC"]', example: '["id","ASC"]' })
  @IsOptional()
  @IsString()
  sort?: string;

  @ApiPropertyOptional({
    description: `JSON [start,end], both included, at most ${MAX_PAGE_SIZE} rows`,
    example: '[0,24]',
  })
  @IsOptional()
  @IsString()
  range?: string;

  @ApiPropertyOptional({ description: 'JSON object of filters; {"id":[1,2]} fetches several', example: '{}' })
  @IsOptional()
  @IsString()
  filter?: string;
}

export type SortOrder = 'ASC' | 'DESC';
type Scalar = string | number | boolean;

/** How one filter key maps onto SQL. */
export type ListFilter =
  /** Equality with a column; an array of values means IN. */
  | { kind: 'equals'; column: string; type: 'string' | 'number' | 'boolean' }
  /** Free text searched (contains, case-insensitive for ASCII) in any of the columns. */
  | { kind: 'search'; columns: string[] }
  /** One end of a range on a numeric column (an instant in ms…), that end included. */
  | { kind: 'atLeast'; column: string }
  | { kind: 'atMost'; column: string };

export interface ListDefinition {
  /** The resource name written in Content-Range. */
  resource: string;
  /** API field → SQL expression (`alias.column`) it sorts on. */
  sortable: Record<string, string>;
  filters: Record<string, ListFilter>;
  defaultSort: [field: string, order: SortOrder];
  /** The unique column that breaks ties, so pages never overlap. */
  idColumn: string;
}

export interface ListRequest {
  sort: { field: string; order: SortOrder };
  range: { start: number; size: number };
  filter: Record<string, Scalar | Scalar[]>;
}

export interface Page<T> {
  resource: string;
  rows: T[];
  start: number;
  total: number;
}

function invalid(): never {
  throw new BadRequestException('error.invalidListQuery');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return invalid();
  }
}

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function checkValue(filter: ListFilter, value: unknown): Scalar | Scalar[] {
  if (filter.kind === 'search') {
    if (typeof value !== 'string' || value.length > MAX_SEARCH_LENGTH) invalid();
    return value;
  }
  if (filter.kind === 'atLeast' || filter.kind === 'atMost') {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) invalid();
    return value;
  }
  const { type } = filter;
  const fits = (item: unknown): item is Scalar =>
    isScalar(item) &&
    (type === 'number'
      ? Number.isSafeInteger(item)
      : type === 'boolean'
        ? typeof item === 'boolean'
        : typeof item === 'string' && item.length <= 191);
  if (Array.isArray(value)) {
    if (value.length > MAX_FILTER_VALUES || !value.every(fits)) invalid();
    return value as Scalar[];
  }
  if (!fits(value)) invalid();
  return value;
}

/** Parses and checks sort, range and filter against the definition; any deviation is a 400. */
export function parseListQuery(query: ListQueryDto, definition: ListDefinition): ListRequest {
  let [field, order] = definition.defaultSort;
  if (query.sort !== undefined) {
    const sort = parseJson(query.sort);
    if (
      !Array.isArray(sort) ||
      sort.length !== 2 ||
      typeof sort[0] !== 'string' ||
      !Object.hasOwn(definition.sortable, sort[0]) ||
      (sort[1] !== 'ASC' && sort[1] !== 'DESC')
    ) {
      invalid();
    }
    [field, order] = sort as [string, SortOrder];
  }

  let start = 0;
  let size = DEFAULT_PAGE_SIZE;
  if (query.range !== undefined) {
    const range = parseJson(query.range);
    if (
      !Array.isArray(range) ||
      range.length !== 2 ||
      !range.every((n) => Number.isSafeInteger(n) && (n as number) >= 0) ||
      (range[1] as number) < (range[0] as number)
    ) {
      invalid();
    }
    start = range[0] as number;
    // A larger page than allowed is cut, not refused: Content-Range tells the client what it got.
    size = Math.min((range[1] as number) - start + 1, MAX_PAGE_SIZE);
  }

  const filter: ListRequest['filter'] = {};
  if (query.filter !== undefined) {
    const raw = parseJson(query.filter);
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) invalid();
    for (const [key, value] of Object.entries(raw)) {
      const definitionOfKey = Object.hasOwn(definition.filters, key) ? definition.filters[key] : undefined;
      if (!definitionOfKey) invalid();
      if (key === 'id' && Array.isArray(value) && value.length > MAX_PAGE_SIZE) {
        throw new BadRequestException({ message: 'error.tooManyIds', params: { max: MAX_PAGE_SIZE } });
      }
      filter[key] = checkValue(definitionOfKey, value);
    }
  }
  // Without a range, a lookup by ids gets a page that holds them all (at most MAX_PAGE_SIZE, checked above).
  if (query.range === undefined && Array.isArray(filter.id)) size = MAX_PAGE_SIZE;
  return { sort: { field, order }, range: { start, size }, filter };
}

/** Booleans travel as 1/0: SQLite's driver binds no booleans and MySQL stores them as TINYINT. */
function sqlValue(value: Scalar): string | number {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

/** A LIKE pattern matching `text` anywhere, its wildcards escaped with '!' (the same on SQLite and MySQL). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** The request's filters on a scoped builder (an empty list of values matches nothing, never `IN ()`). */
export function applyFilters<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  request: ListRequest,
  definition: ListDefinition,
): void {
  let index = 0;
  for (const [key, value] of Object.entries(request.filter)) {
    const filter = definition.filters[key]!;
    const name = `listFilter${index++}`;
    if (filter.kind === 'search') {
      const text = (value as string).trim();
      if (!text) continue;
      const pattern = containsPattern(text);
      const clauses = filter.columns.map((column) => `LOWER(${column}) LIKE LOWER(:${name}) ESCAPE '!'`);
      builder.andWhere(`(${clauses.join(' OR ')})`, { [name]: pattern });
    } else if (filter.kind === 'atLeast' || filter.kind === 'atMost') {
      builder.andWhere(`${filter.column} ${filter.kind === 'atLeast' ? '>=' : '<='} :${name}`, {
        [name]: value as number,
      });
    } else if (Array.isArray(value)) {
      if (value.length === 0) builder.andWhere('1 = 0');
      else builder.andWhere(`${filter.column} IN (:...${name})`, { [name]: value.map(sqlValue) });
    } else {
      builder.andWhere(`${filter.column} = :${name}`, { [name]: sqlValue(value) });
    }
  }
}

/**
 * Runs the list on a query builder that is already scoped (shop, role…): filters, sort, one page
 * and the total, all in SQL. Joins must be one-to-one so OFFSET/LIMIT count rows, not fragments.
 */
export async function fetchPage<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  request: ListRequest,
  definition: ListDefinition,
): Promise<Page<T>> {
  applyFilters(builder, request, definition);
  const total = await builder.clone().getCount();
  const rows =
    request.range.start >= total
      ? []
      : await builder
          .orderBy(definition.sortable[request.sort.field]!, request.sort.order)
          .addOrderBy(definition.idColumn, request.sort.order)
          .offset(request.range.start)
          .limit(request.range.size)
          .getMany();
  return { resource: definition.resource, rows, start: request.range.start, total };
}

// `things 0-24/319`; an empty page gives `things */319` (an unsatisfied range, as RFC 9110 writes it).
export function contentRange(page: Page<unknown>): string {
  return page.rows.length === 0
    ? `${page.resource} */${page.total}`
    : `${page.resource} ${page.start}-${page.start + page.rows.length - 1}/${page.total}`;
}

/** Answers a list: sets Content-Range on the reply (Fastify's or anything with `header`), returns the rows. */
export function sendPage<T>(reply: { header(name: string, value: string): unknown }, page: Page<T>): T[] {
  reply.header('Content-Range', contentRange(page));
  return page.rows;
}

/** OpenAPI of a list endpoint: an array of `type`, with its Content-Range header. */
export function ApiListResponse(type: Type<unknown>, resource: string): MethodDecorator {
  return ApiOkResponse({
    type: [type],
    headers: {
      'Content-Range': { description: `e.g. \`${resource} 0-24/319\``, schema: { type: 'string' } },
    },
  });
}
