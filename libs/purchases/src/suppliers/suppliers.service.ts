import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import { shopScope } from '@cuvee/iam';
import {
  Database,
  fetchPage,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import type { SupplierDto, SupplierInputDto } from './dto/supplier.dto.js';
import { Supplier } from './supplier.entity.js';

const SUPPLIER_LIST: ListDefinition = {
  resource: 'suppliers',
  sortable: { id: 's.id', name: 's.name', city: 's.city', createdAt: 's.createdAt' },
  filters: {
    id: { kind: 'equals', column: 's.id', type: 'number' },
    city: { kind: 'equals', column: 's.city', type: 'string' },
    q: { kind: 'search', columns: ['s.name', 's.contactName', 's.email', 's.city', 's.siret'] },
  },
  defaultSort: ['name', 'ASC'],
  idColumn: 's.id',
};

/** A supplier of the shop, else 404 (another shop's answers the same as none). */
export async function shopSupplier(manager: EntityManager, shopId: number, id: number): Promise<Supplier> {
  const supplier = await manager.getRepository(Supplier).findOneBy({ id, shopId, archivedAt: IsNull() });
  if (!supplier) throw new NotFoundException('error.notFound');
  return supplier;
}

/** The shop's suppliers (/dashboard/suppliers, /{id}, /add). */
@Injectable()
export class SuppliersService {
  constructor(private readonly database: Database) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<SupplierDto>> {
    const { shopId } = shopScope(ctx);
    const builder = this.database.dataSource.manager
      .getRepository(Supplier)
      .createQueryBuilder('s')
      .where('s.shopId = :shopId AND s.archivedAt IS NULL', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, SUPPLIER_LIST), SUPPLIER_LIST);
    return { ...page, rows: page.rows.map(supplierDto) };
  }

  async get(ctx: RequestContext, id: number): Promise<SupplierDto> {
    const { shopId } = shopScope(ctx);
    return supplierDto(await shopSupplier(this.database.dataSource.manager, shopId, id));
  }

  async create(ctx: RequestContext, input: SupplierInputDto): Promise<SupplierDto> {
    const { shopId } = shopScope(ctx);
    if (!input.name?.trim()) throw new BadRequestException({ message: ['validation.needed'] });
    return this.database.transaction(async (manager) => {
      const repository = manager.getRepository(Supplier);
      const supplier = await repository.save(
        repository.create({ shopId, ...fieldsOf(input), supplies: input.supplies ?? [], archivedAt: null }),
      );
      return supplierDto(supplier);
    });
  }

  async update(ctx: RequestContext, id: number, input: SupplierInputDto): Promise<SupplierDto> {
    const { shopId } = shopScope(ctx);
    if (input.name !== undefined && !input.name.trim())
      throw new BadRequestException({ message: ['validation.needed'] });
    return this.database.transaction(async (manager) => {
      const current = await shopSupplier(manager, shopId, id);
      const changes = fieldsOf(input);
      if (input.supplies !== undefined) changes.supplies = input.supplies;
      if (Object.keys(changes).length) await manager.getRepository(Supplier).update({ id }, changes);
      return supplierDto({ ...current, ...changes });
    });
  }

  /** Archived, never deleted: its orders and invoices keep naming it. */
  async remove(ctx: RequestContext, id: number): Promise<SupplierDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const supplier = await shopSupplier(manager, shopId, id);
      await manager.getRepository(Supplier).update({ id }, { archivedAt: new Date() });
      return supplierDto(supplier);
    });
  }
}

const TEXT_FIELDS = [
  'siret',
  'vatNumber',
  'contactName',
  'email',
  'phone',
  'street',
  'zipcode',
  'city',
  'paymentTerms',
  'accountingCode',
  'notes',
] as const;

/** The fields the input names, trimmed; an empty text clears the field. */
function fieldsOf(input: SupplierInputDto): Partial<Supplier> {
  const fields: Partial<Record<keyof Supplier, unknown>> = {};
  if (input.name !== undefined) fields.name = input.name.trim();
  if (input.country !== undefined) fields.country = input.country.trim().toUpperCase() || 'FR';
  for (const key of TEXT_FIELDS) {
    const value = input[key];
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value.trim() : null;
    fields[key] =
      key === 'siret' || key === 'vatNumber' ? text?.replace(/\s+/g, '').toUpperCase() || null : text || null;
  }
  return fields as Partial<Supplier>;
}

export function supplierDto(supplier: Supplier): SupplierDto {
  return {
    id: supplier.id,
    name: supplier.name,
    siret: supplier.siret,
    vatNumber: supplier.vatNumber,
    contactName: supplier.contactName,
    email: supplier.email,
    phone: supplier.phone,
    street: supplier.street,
    zipcode: supplier.zipcode,
    city: supplier.city,
    country: supplier.country,
    paymentTerms: supplier.paymentTerms,
    accountingCode: supplier.accountingCode,
    supplies: supplier.supplies,
    notes: supplier.notes,
    createdAt: supplier.createdAt,
  };
}
