import 'reflect-metadata';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, ValidateIf } from 'class-validator';
import type { ArgumentMetadata } from '@nestjs/common';
import { declaredShapeErrors } from '../declared-shape.js';
import { createValidationPipe, ValidationFailedException } from '../validation-failed.exception.js';

class AddressInput {
  @ApiProperty()
  street!: string;
}

class LineInput {
  @ApiProperty()
  productId!: number;
}

class FormInput {
  @ApiProperty()
  name!: string;

  @ApiPropertyOptional()
  @IsOptional()
  clientId?: number;

  @ApiPropertyOptional({ type: String, nullable: true })
  notes?: string | null;

  @ApiPropertyOptional({ type: AddressInput, nullable: true })
  address?: AddressInput | null;

  @ApiPropertyOptional({ type: () => AddressInput })
  lazyAddress?: AddressInput;

  @ApiPropertyOptional({ type: [LineInput] })
  lines?: LineInput[];

  @ApiPropertyOptional({ type: [String] })
  tags?: string[];

  @ApiPropertyOptional({ enum: ['aoc', 'bio'], isArray: true })
  labels?: string[];

  @ApiPropertyOptional({ maximum: 1000 })
  position?: number;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  free?: Record<string, unknown>;
}

class DeliveryInput {
  @ApiProperty({ type: AddressInput })
  address!: AddressInput;

  @ApiProperty({ type: [LineInput] })
  lines!: LineInput[];

  @ApiProperty()
  note!: string;
}

class ListQuery {
  @ApiPropertyOptional()
  siret?: string;

  @ApiPropertyOptional({ type: [Number] })
  ids?: number[];
}

class RuledInput {
  @ApiProperty()
  @IsString()
  name!: string;

  @ApiPropertyOptional()
  @IsOptional()
  clientId?: number;

  @ApiPropertyOptional()
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsEmail()
  email?: string;
}

const body: ArgumentMetadata = { type: 'body', metatype: FormInput };
const fieldsRefused = (value: unknown, metadata: ArgumentMetadata = body) =>
  declaredShapeErrors(value, metadata).map((error) => error.property);

describe('the shape a DTO declares', () => {
  test('a well-formed body passes, with its nullable fields null', () => {
    expect(
      fieldsRefused({
        name: 'Cave',
        clientId: 4,
        notes: null,
        address: null,
        lazyAddress: { street: '1 rue du Pressoir' },
        lines: [{ productId: 1 }],
        tags: ['salon'],
        labels: ['aoc'],
        position: 3,
        free: { anything: [1, null] },
      }),
    ).toEqual([]);
  });

  test('null is refused where the document does not declare the field nullable', () => {
    expect(fieldsRefused({ name: null, clientId: null, notes: null })).toEqual(['name', 'clientId']);
  });

  test('arrays and objects are refused where a scalar is declared', () => {
    expect(fieldsRefused({ name: [], clientId: {}, tags: [[]] })).toEqual(['name', 'clientId', 'tags.0']);
    expect(fieldsRefused({ name: true, tags: [0.5], labels: [[]] })).toEqual(['name', 'tags.0', 'labels.0']);
    expect(fieldsRefused({ name: 'x', free: [], lazyAddress: {} })).toEqual(['free']);
  });

  test('scalars and arrays are refused where an object or a list is declared', () => {
    expect(fieldsRefused({ name: 'x', address: [], lazyAddress: 'x', lines: {} })).toEqual([
      'address',
      'lazyAddress',
      'lines',
    ]);
    expect(fieldsRefused({ name: 'x', lines: [[], { productId: null }] })).toEqual([
      'lines.0',
      'lines.1.productId',
    ]);
    expect(fieldsRefused({ name: 'x', address: { street: {} } })).toEqual(['address.street']);
  });

  test('a required nested object or list of objects must be there; a required scalar is left to its rule', () => {
    const delivery: ArgumentMetadata = { type: 'body', metatype: DeliveryInput };
    expect(fieldsRefused({}, delivery)).toEqual(['address', 'lines']);
    expect(fieldsRefused({ address: { street: 'x' }, lines: [] }, delivery)).toEqual([]);
    expect(fieldsRefused({ name: 'x' })).toEqual([]);
  });

  test('numbers beyond a safe integer, the declared bounds or infinity are refused', () => {
    expect(fieldsRefused({ name: 'x', clientId: 2 ** 53 + 1 })).toEqual(['clientId']);
    expect(fieldsRefused({ name: 'x', clientId: -1e308 })).toEqual(['clientId']);
    expect(fieldsRefused({ name: 'x', position: 1001 })).toEqual(['position']);
    expect(fieldsRefused({ name: 'x', clientId: Number.MAX_SAFE_INTEGER, position: 1000 })).toEqual([]);
  });

  test('a body that is not an object is refused when the handler takes a DTO', () => {
    expect(fieldsRefused([])).toEqual(['body']);
    expect(fieldsRefused(null)).toEqual(['body']);
    expect(fieldsRefused(undefined)).toEqual([]);
  });

  test('in a query string, a repeated parameter is refused where one value is declared', () => {
    const query: ArgumentMetadata = { type: 'query', metatype: ListQuery };
    expect(fieldsRefused({ siret: ['1', '2'], ids: ['1', '2'] }, query)).toEqual(['siret']);
    const named: ArgumentMetadata = { type: 'query', metatype: String, data: 'siret' };
    expect(fieldsRefused(['1', '2'], named)).toEqual(['siret']);
    expect(fieldsRefused('1', named)).toEqual([]);
  });

  test("a field the DTO's own rules refuse keeps their message; the shape adds the others", async () => {
    const failure = await createValidationPipe()
      .transform({ name: 'x', clientId: null, email: null }, { type: 'body', metatype: RuledInput })
      .catch((error: unknown) => error);
    const errors = (failure as ValidationFailedException).errors;
    expect(errors.map((error) => [error.property, Object.keys(error.constraints ?? {})])).toEqual([
      ['email', ['isEmail']],
      ['clientId', ['declaredShape']],
    ]);
  });

  test('the global pipe answers those with a validation failure naming the field', async () => {
    const failure = await createValidationPipe()
      .transform({ name: 'x', clientId: null }, { type: 'body', metatype: RuledInput })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationFailedException);
    expect((failure as ValidationFailedException).errors.map((error) => error.property)).toEqual([
      'clientId',
    ]);
  });
});
