import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { UpdateShopDto } from '../dto/update-shop.dto.js';
import {
  ShopSettingsSection,
  ShopSettingsSections,
  type ShopSettingsPart,
} from '../shop-settings-sections.js';

// The port's sections are found among the application's providers and merged; no database is involved.
const manager = {} as EntityManager;
const written: string[] = [];

@Injectable()
@ShopSettingsSection('prices')
class PricesSection implements ShopSettingsSection {
  async read(_: EntityManager, shopIds: readonly number[]): Promise<Map<number, ShopSettingsPart>> {
    return new Map(shopIds.map((id) => [id, { formats: {}, settings: { allRulesInEq75: id === 2 } }]));
  }
  async write(): Promise<void> {
    written.push('prices');
  }
}

@Injectable()
@ShopSettingsSection('taxes')
class TaxesSection implements ShopSettingsSection {
  async read(_: EntityManager, shopIds: readonly number[]): Promise<Map<number, ShopSettingsPart>> {
    return new Map(shopIds.map((id) => [id, { banks: [], settings: { hasTVA: id !== 2 } }]));
  }
  async write(_: EntityManager, __: number, input: UpdateShopDto): Promise<void> {
    if (input.settings?.logStartDay === 30) throw new Error('refused');
    written.push('taxes');
  }
}

@Module({ providers: [TaxesSection] })
class TaxesModule {}

@Module({
  imports: [DiscoveryModule, TaxesModule],
  // Sections come from any module of the application.
  providers: [ShopSettingsSections, PricesSection],
})
class TestModule {}

let app: INestApplicationContext;
let sections: ShopSettingsSections;

beforeAll(async () => {
  app = await NestFactory.createApplicationContext(TestModule, { logger: false });
  sections = app.get(ShopSettingsSections);
});
afterAll(() => app.close());
beforeEach(() => written.splice(0));

test("every context's part is merged, the nested settings object included", async () => {
  const views = await sections.read(manager, [1, 2]);
  expect(views.get(1)).toEqual({ formats: {}, banks: [], settings: { allRulesInEq75: false, hasTVA: true } });
  expect(views.get(2)).toEqual({ formats: {}, banks: [], settings: { allRulesInEq75: true, hasTVA: false } });
});

test('`only` asks the contexts named, and no other', async () => {
  expect(await sections.of(manager, 1, ['taxes'])).toEqual({ banks: [], settings: { hasTVA: true } });
});

test('every section writes once; a refusal stops the writes after it', async () => {
  await sections.write(manager, 1, {});
  expect(written.sort()).toEqual(['prices', 'taxes']);
  written.splice(0);
  await expect(sections.write(manager, 1, { settings: { logStartDay: 30 } })).rejects.toThrow('refused');
  expect(written).not.toContain('taxes');
});
