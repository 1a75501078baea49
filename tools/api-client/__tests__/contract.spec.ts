import { readFileSync } from 'node:fs';
import { contractBreaks, contractOf } from '../contract.js';
import { CONTRACT_FILE, fetchOpenApiDocument } from '../render.js';

const baseline = {
  paths: {
    '/v1/orders/{id}': {
      get: {
        parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'integer' } }],
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: {
    schemas: {
      OrderDto: {
        type: 'object',
        required: ['id'],
        properties: { id: { type: 'integer' }, status: { type: 'string', enum: ['draft', 'placed'] } },
      },
    },
  },
};
const copy = () => structuredClone(baseline);

describe('contractBreaks', () => {
  test('the same document breaks nothing', () => {
    expect(contractBreaks(baseline, copy())).toEqual([]);
  });

  test('new paths, operations, properties, parameters and enum values are additions', () => {
    const current = copy();
    Object.assign(current.paths, { '/v1/invoices': { get: { responses: {} } } });
    Object.assign(current.paths['/v1/orders/{id}'], { put: { responses: {} } });
    Object.assign(current.components.schemas.OrderDto.properties, { total: { type: 'integer' } });
    current.components.schemas.OrderDto.properties.status.enum.push('cancelled');
    current.paths['/v1/orders/{id}'].get.parameters.push({
      in: 'query',
      name: 'expand',
      required: false,
      schema: { type: 'integer' },
    });
    expect(contractBreaks(baseline, current)).toEqual([]);
  });

  test('a removed path, property or enum value and a changed type are breaks, each named', () => {
    const current = copy();
    delete (current.paths as Record<string, unknown>)['/v1/orders/{id}'];
    const order = current.components.schemas.OrderDto;
    delete (order.properties as Record<string, unknown>).status;
    order.properties.id.type = 'string';
    expect(contractBreaks(baseline, current)).toEqual([
      '/paths/~1v1~1orders~1{id}: removed',
      '/components/schemas/OrderDto/properties/id/type: "integer" became "string"',
      '/components/schemas/OrderDto/properties/status: removed',
    ]);
  });

  test('a parameter is matched by where and what it is, and its own changes are breaks', () => {
    const current = copy();
    current.paths['/v1/orders/{id}'].get.parameters[0]!.schema.type = 'string';
    expect(contractBreaks(baseline, current)).toEqual([
      '/paths/~1v1~1orders~1{id}/get/parameters/{"in":"path","name":"id"}/schema/type: "integer" became "string"',
    ]);
  });

  test('descriptions and summaries are prose that may be reworded', () => {
    const current = copy();
    current.paths['/v1/orders/{id}'].get.responses['200'].description = 'La commande';
    expect(contractBreaks(contractOf(baseline), contractOf(current))).toEqual([]);
  });

  test('the running version is not part of the contract', () => {
    const withInfo = (version: string) => ({ ...copy(), info: { version } });
    expect(contractBreaks(contractOf(withInfo('1.0.0')), contractOf(withInfo('2.0.0')))).toEqual([]);
  });
});

// Partners and the fronts rely on the published API: it may grow, never change (else announce the
// break and run `npm run api-contract`).
test('the API only adds to its published contract', async () => {
  const published = JSON.parse(readFileSync(CONTRACT_FILE, 'utf8'));
  expect(contractBreaks(published, contractOf(await fetchOpenApiDocument()))).toEqual([]);
});
