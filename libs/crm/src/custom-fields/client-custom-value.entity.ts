import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A client's value for one custom field, as the domain's canonical string (custom-fields.ts): one row per
 * client and field, none when empty. The (shop, field, value) index serves the list filter on a field
 * and the count of a field's values, the same on both engines (ADR 0091).
 */
@Entity('client_custom_values')
@Index('idx_client_custom_values_shop_field_value', ['shopId', 'fieldId', 'value', 'clientId'])
export class ClientCustomValue {
  @PrimaryColumn('int')
  clientId!: number;

  @PrimaryColumn('int')
  fieldId!: number;

  @Column('int')
  shopId!: number;

  @Column('varchar', { length: 255 })
  value!: string;
}
