import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { ValidationFailure } from '@cuvee/kernel';
import {
  Database,
  encodeFailure,
  fetchPage,
  isUniqueViolation,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import type { EntityManager } from 'typeorm';
import { crmScope } from '../crm-scope.js';
import {
  choicesProblem,
  customFieldKey,
  MAX_CUSTOM_FIELDS,
  normaliseChoices,
  normaliseLabel,
  removedChoicesInUse,
  sameLabel,
} from '../domain/custom-fields.js';
import { moveToPosition } from '../positions.js';
import { ClientCustomField } from './client-custom-field.entity.js';
import { ClientCustomValue } from './client-custom-value.entity.js';
import type { CustomFieldDto, CustomFieldInputDto } from './dto/custom-field.dto.js';

const FIELD_LIST: ListDefinition = {
  resource: 'client-custom-fields',
  sortable: { position: 'f.position', label: 'f.label', id: 'f.id' },
  filters: {
    id: { kind: 'equals', column: 'f.id', type: 'number' },
    archived: { kind: 'equals', column: 'f.archived', type: 'boolean' },
    type: { kind: 'equals', column: 'f.type', type: 'string' },
  },
  defaultSort: ['position', 'ASC'],
  idColumn: 'f.id',
};

function refused(fault: ValidationFailure): BadRequestException {
  return new BadRequestException({ message: [encodeFailure(fault)] });
}

function conflict(fault: ValidationFailure): ConflictException {
  return new ConflictException({ message: [encodeFailure(fault)] });
}

/**
 * The definitions of the custom fields of the caller's shop's clients (settings "crm", ADR 0091). Every
 * write is one transaction; a field's type and its choices in use cannot change under clients' values.
 */
@Injectable()
export class ClientCustomFieldsService {
  constructor(private readonly database: Database) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<CustomFieldDto>> {
    const { shopId } = crmScope(ctx);
    const manager = this.database.dataSource.manager;
    const builder = manager
      .getRepository(ClientCustomField)
      .createQueryBuilder('f')
      .where('f.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, FIELD_LIST), FIELD_LIST);
    return { ...page, rows: await this.views(manager, shopId, page.rows) };
  }

  async get(ctx: RequestContext, id: number): Promise<CustomFieldDto> {
    const { shopId } = crmScope(ctx);
    const manager = this.database.dataSource.manager;
    return (await this.views(manager, shopId, [await this.find(manager, shopId, id)]))[0]!;
  }

  async create(ctx: RequestContext, input: CustomFieldInputDto): Promise<CustomFieldDto> {
    const { shopId } = crmScope(ctx);
    if (input.label === undefined || input.type === undefined) {
      throw new BadRequestException({ message: ['validation.needed'] });
    }
    const label = normaliseLabel(input.label);
    const choices = this.choicesFor(input.type, input.choices ?? []);
    // Two creations at once both read the fields before either writes (MariaDB): the second one's key
    // then collides with the first's (unique index). Its second try sees the first, so a same label is
    // refused as taken and another label that makes the same key is numbered, as when done one by one.
    try {
      return await this.insertField(shopId, label, choices, input);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.insertField(shopId, label, choices, input);
    }
  }

  private insertField(
    shopId: number,
    label: string,
    choices: string[],
    input: CustomFieldInputDto,
  ): Promise<CustomFieldDto> {
    return this.database.transaction(async (manager) => {
      const repository = manager.getRepository(ClientCustomField);
      const fields = await repository.find({ where: { shopId }, order: { position: 'ASC' } });
      if (fields.length >= MAX_CUSTOM_FIELDS) {
        throw conflict({ code: 'crm.customFieldsLimit', params: { max: MAX_CUSTOM_FIELDS } });
      }
      this.assertLabelFree(fields, label, null);
      const field = await repository.save(
        repository.create({
          shopId,
          key: customFieldKey(label, new Set(fields.map((existing) => existing.key))),
          label,
          type: input.type,
          choices,
          position: (fields.at(-1)?.position ?? -1) + 1,
          archived: input.archived ?? false,
        }),
      );
      if (input.position !== undefined) {
        await moveToPosition(manager, ClientCustomField, shopId, field.id, input.position);
      }
      return (await this.views(manager, shopId, [await this.find(manager, shopId, field.id)]))[0]!;
    });
  }

  async update(ctx: RequestContext, id: number, input: CustomFieldInputDto): Promise<CustomFieldDto> {
    const { shopId } = crmScope(ctx);
    return this.database.transaction(async (manager) => {
      const field = await this.find(manager, shopId, id);
      const changes: Partial<ClientCustomField> = {};
      if (input.label !== undefined) {
        const label = normaliseLabel(input.label);
        const others = await manager.getRepository(ClientCustomField).findBy({ shopId });
        this.assertLabelFree(others, label, id);
        changes.label = label;
      }
      const label = changes.label ?? field.label;
      const type = input.type ?? field.type;
      if (type !== field.type && (await this.valueCount(manager, field)) > 0) {
        throw conflict({ code: 'crm.customFieldTypeFixed', params: { label } });
      }
      if (type !== field.type) changes.type = type;
      if (input.choices !== undefined || type !== field.type) {
        const choices = this.choicesFor(type, input.choices ?? field.choices);
        const used = await this.usedValues(manager, field);
        const [inUse] = field.type === 'choice' ? removedChoicesInUse(field.choices, choices, used) : [];
        if (inUse !== undefined) {
          throw conflict({ code: 'crm.customFieldChoiceUsed', params: { choice: inUse, label } });
        }
        changes.choices = choices;
      }
      if (input.archived !== undefined) changes.archived = input.archived;
      if (Object.keys(changes).length) await manager.getRepository(ClientCustomField).update({ id }, changes);
      if (input.position !== undefined) {
        await moveToPosition(manager, ClientCustomField, shopId, id, input.position);
      }
      return (await this.views(manager, shopId, [await this.find(manager, shopId, id)]))[0]!;
    });
  }

  /**
   * Deletes a field. Clients' values go with it only when asked (`withValues`): without it a field that
   * holds values is refused with their count, so the settings screen can ask first (or archive it).
   */
  async remove(ctx: RequestContext, id: number, withValues: boolean): Promise<CustomFieldDto> {
    const { shopId } = crmScope(ctx);
    return this.database.transaction(async (manager) => {
      const field = await this.find(manager, shopId, id);
      const [view] = await this.views(manager, shopId, [field]);
      if (view!.valueCount > 0 && !withValues) {
        throw conflict({
          code: 'crm.customFieldHasValues',
          params: { count: view!.valueCount, label: field.label },
        });
      }
      await manager.getRepository(ClientCustomValue).delete({ shopId, fieldId: id });
      await manager.getRepository(ClientCustomField).delete({ id });
      return view!;
    });
  }

  private async find(manager: EntityManager, shopId: number, id: number): Promise<ClientCustomField> {
    const field = await manager.getRepository(ClientCustomField).findOneBy({ id, shopId });
    if (!field) throw new NotFoundException('error.notFound');
    return field;
  }

  private assertLabelFree(
    fields: readonly ClientCustomField[],
    label: string,
    exceptId: number | null,
  ): void {
    if (fields.some((field) => field.id !== exceptId && sameLabel(field.label, label))) {
      throw conflict({ code: 'crm.customFieldLabelTaken', params: { label } });
    }
  }

  /** The choices stored for a type: checked for a choice field, none for the others. */
  private choicesFor(type: ClientCustomField['type'], choices: readonly string[]): string[] {
    if (type !== 'choice') return [];
    const problem = choicesProblem(choices);
    if (problem) throw refused(problem);
    return normaliseChoices(choices);
  }

  private valueCount(manager: EntityManager, field: ClientCustomField): Promise<number> {
    return manager.getRepository(ClientCustomValue).countBy({ shopId: field.shopId, fieldId: field.id });
  }

  private async usedValues(manager: EntityManager, field: ClientCustomField): Promise<Set<string>> {
    const rows = await manager
      .getRepository(ClientCustomValue)
      .createQueryBuilder('v')
      .select('DISTINCT v.value', 'value')
      .where('v.shopId = :shopId AND v.fieldId = :fieldId', { shopId: field.shopId, fieldId: field.id })
      .getRawMany<{ value: string }>();
    return new Set(rows.map((row) => row.value));
  }

  private async views(
    manager: EntityManager,
    shopId: number,
    fields: readonly ClientCustomField[],
  ): Promise<CustomFieldDto[]> {
    if (fields.length === 0) return [];
    const counts = await manager
      .getRepository(ClientCustomValue)
      .createQueryBuilder('v')
      .select('v.fieldId', 'fieldId')
      .addSelect('COUNT(*)', 'count')
      .where('v.shopId = :shopId', { shopId })
      .andWhere('v.fieldId IN (:...fieldIds)', { fieldIds: fields.map((field) => field.id) })
      .groupBy('v.fieldId')
      .getRawMany<{ fieldId: number | string; count: number | string }>();
    const countOf = new Map(counts.map((row) => [Number(row.fieldId), Number(row.count)]));
    return fields.map((field) => ({
      id: field.id,
      key: field.key,
      label: field.label,
      type: field.type,
      choices: field.choices,
      position: field.position,
      archived: field.archived,
      valueCount: countOf.get(field.id) ?? 0,
    }));
  }
}
