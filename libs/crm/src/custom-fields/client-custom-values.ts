import { BadRequestException, Injectable } from '@nestjs/common';
import { encodeFailure } from '@cuvee/platform';
import { In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import {
  checkCustomValues,
  filterValues,
  readValue,
  type CustomFieldDefinition,
  type CustomValue,
} from '../domain/custom-fields.js';
import type { Client } from '../clients/client.entity.js';
import { ClientCustomField } from './client-custom-field.entity.js';
import { ClientCustomValue } from './client-custom-value.entity.js';

/**
 * The custom values on clients (ADR 0091), for the clients service: checked against the shop's fields
 * (every wrong value refused at once, nothing written), written in the caller's transaction, read back
 * keyed by field key, and filtered on in the clients list.
 */
@Injectable()
export class ClientCustomValues {
  fields(manager: EntityManager, shopId: number): Promise<ClientCustomField[]> {
    return manager
      .getRepository(ClientCustomField)
      .find({ where: { shopId }, order: { position: 'ASC', id: 'ASC' } });
  }

  /** Checks a form's `customFields`; answers the rows to write (null clears) or throws a 400 naming the fields. */
  async check(
    manager: EntityManager,
    shopId: number,
    input: Readonly<Record<string, unknown>>,
  ): Promise<Map<number, string | null>> {
    const fields = await this.fields(manager, shopId);
    const result = checkCustomValues(fields.map(definitionOf), input);
    if ('failures' in result) {
      throw new BadRequestException({ message: result.failures.map(encodeFailure) });
    }
    const ids = new Map(fields.map((field) => [field.key, field.id]));
    return new Map([...result.values].map(([key, value]) => [ids.get(key)!, value]));
  }

  async save(
    manager: EntityManager,
    client: Pick<Client, 'id' | 'shopId'>,
    values: ReadonlyMap<number, string | null>,
  ): Promise<void> {
    const repository = manager.getRepository(ClientCustomValue);
    const cleared = [...values].filter(([, value]) => value === null).map(([fieldId]) => fieldId);
    if (cleared.length) await repository.delete({ clientId: client.id, fieldId: In(cleared) });
    const written = [...values].filter((entry): entry is [number, string] => entry[1] !== null);
    if (written.length === 0) return;
    await repository.upsert(
      written.map(([fieldId, value]) => ({ clientId: client.id, fieldId, shopId: client.shopId, value })),
      ['clientId', 'fieldId'],
    );
  }

  /** The values of active fields, by client then by key (archived fields' values are kept, not shown). */
  async valuesOf(
    manager: EntityManager,
    shopId: number,
    clientIds: readonly number[],
  ): Promise<Map<number, Record<string, CustomValue>>> {
    const byClient = new Map<number, Record<string, CustomValue>>();
    if (clientIds.length === 0) return byClient;
    const [fields, rows] = await Promise.all([
      this.fields(manager, shopId),
      manager.getRepository(ClientCustomValue).findBy({ shopId, clientId: In([...clientIds]) }),
    ]);
    const active = new Map(fields.filter((field) => !field.archived).map((field) => [field.id, field]));
    for (const row of rows) {
      const field = active.get(row.fieldId);
      if (!field) continue;
      const values = byClient.get(row.clientId) ?? {};
      values[field.key] = readValue(field.type, row.value);
      byClient.set(row.clientId, values);
    }
    return byClient;
  }

  /**
   * Narrows a clients list to those whose field `key` holds one of the values asked
   * (`filter={"custom.<key>": value}`), through the (shop, field, value) index. An unknown key, a free
   * text field or a value of the wrong type is a 400.
   */
  async applyFilters(
    manager: EntityManager,
    builder: SelectQueryBuilder<Client>,
    shopId: number,
    filters: Readonly<Record<string, unknown>>,
  ): Promise<void> {
    const keys = Object.keys(filters);
    if (keys.length === 0) return;
    const fields = await manager.getRepository(ClientCustomField).findBy({ shopId, key: In(keys) });
    keys.forEach((key, index) => {
      const field = fields.find((candidate) => candidate.key === key);
      if (!field)
        throw new BadRequestException({
          message: [encodeFailure({ code: 'crm.customFieldUnknown', params: { key } })],
        });
      const result = filterValues(definitionOf(field), filters[key]);
      if ('failure' in result) throw new BadRequestException({ message: [encodeFailure(result.failure)] });
      if (result.stored.length === 0) {
        builder.andWhere('1 = 0');
        return;
      }
      const values = builder
        .subQuery()
        .select(`cv${index}.clientId`)
        .from(ClientCustomValue, `cv${index}`)
        .where(`cv${index}.shopId = :customShopId`)
        .andWhere(`cv${index}.fieldId = :customField${index}`)
        .andWhere(`cv${index}.value IN (:...customValues${index})`)
        .getQuery();
      builder.andWhere(`c.id IN ${values}`, {
        customShopId: shopId,
        [`customField${index}`]: field.id,
        [`customValues${index}`]: result.stored,
      });
    });
  }
}

export function definitionOf(field: ClientCustomField): CustomFieldDefinition {
  return {
    key: field.key,
    label: field.label,
    type: field.type,
    choices: field.choices,
    archived: field.archived,
  };
}
