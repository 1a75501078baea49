import type { EntityManager } from 'typeorm';
import { PUBLIC_TYPOLOGY, type ShopTab } from '@cuvee/kernel';
import { DEFAULT_PUBLIC_TYPOLOGY } from '../domain/typology.js';
import { CatalogueSettings } from '../settings/catalogue-settings.entity.js';
import { ShopFrontSettings } from '../shop-front/shop-front-settings.entity.js';

/*
 * The demo shops' catalogue settings (price lists) and shop-front settings (header style, tabs).
 * A shop that already has its rows keeps them.
 */

function tab(id: string, name: string, order: number, extra: Partial<ShopTab> = {}): ShopTab {
  return { id, name, order, exists: true, roles: [], content: null, filter: null, children: [], ...extra };
}

const DEMO_FRONT: Pick<ShopFrontSettings, 'headerStyle' | 'tabs'> = {
  headerStyle: {
    color: '#FBF7F1',
    shadow: false,
    elevation: 0,
    border: true,
    font: 'elegant',
    justifyContent: 'center',
    underline: true,
    isUppercase: true,
    logoShadow: false,
    hideLogo: false,
    logoPlacement: 'center',
  },
  tabs: [
    tab('domaine', 'Le domaine', 1, {
      content:
        'Depuis quatre générations, la famille Moreau cultive 14 hectares de vignes sur les coteaux de ' +
        'la Vienne, entre Chinon et Cravant-les-Coteaux.\n\nLe domaine est certifié Haute Valeur ' +
        'Environnementale : enherbement des rangs, vendanges manuelles, levures indigènes et élevage en ' +
        'fûts anciens dans notre cave de tuffeau.\n\nLe caveau est ouvert du mardi au samedi, de 10 h à ' +
        '12 h 30 et de 14 h 30 à 19 h.',
    }),
    tab('nos-vins', 'Nos vins', 2, {
      children: [
        tab('rouges', 'Rouges', 1, { filter: { color: 'red' } }),
        tab('blancs', 'Blancs', 2, { filter: { color: 'white' } }),
        tab('roses', 'Rosés', 3, { filter: { color: 'rose' } }),
        tab('bulles', 'Fines bulles', 4, { filter: { type: 'cremant' } }),
      ],
    }),
    tab('visites', 'Visites & dégustations', 3, {
      content:
        'Dégustation commentée de nos cuvées au caveau, visite des chais creusés dans le tuffeau : ' +
        'réservez votre créneau, nous vous accueillons en français et en anglais.',
    }),
    tab('pros', 'Espace professionnel', 4, {
      roles: ['buyer'],
      content:
        'Cavistes et restaurateurs : vos tarifs négociés s’affichent dès que vous êtes connecté. ' +
        'Livraison franco à partir de 36 bouteilles.',
    }),
    tab('primeurs', 'Primeurs 2025', 5, {
      exists: false,
      content: 'Bientôt : le millésime 2025 en primeur.',
    }),
  ],
};

const SECOND_FRONT: Pick<ShopFrontSettings, 'headerStyle' | 'tabs'> = {
  headerStyle: { font: 'serif', logoPlacement: 'left' },
  tabs: [],
};

/** The first demo shop sells to wine merchants and restaurants too, at their own prices. */
const DEMO_TYPOLOGIES: CatalogueSettings['typologies'] = {
  [PUBLIC_TYPOLOGY]: { ...DEFAULT_PUBLIC_TYPOLOGY },
  caviste: { name: 'Cavistes', public: false, ttc: false, globalDiscount: 0, allRulesInEq75: false },
  restaurant: { name: 'Restaurants', public: false, ttc: false, globalDiscount: 5, allRulesInEq75: true },
};

async function ensureFront(manager: EntityManager, shopId: number, front: typeof DEMO_FRONT): Promise<void> {
  const repository = manager.getRepository(ShopFrontSettings);
  if (await repository.existsBy({ shopId })) return;
  await repository.insert({ shopId, ...front, titleProducts: null });
}

export async function seedDemoShopSettings(
  manager: EntityManager,
  demoShopId: number,
  secondShopId: number,
): Promise<void> {
  await ensureFront(manager, demoShopId, DEMO_FRONT);
  await ensureFront(manager, secondShopId, SECOND_FRONT);
  const settings = manager.getRepository(CatalogueSettings);
  if (!(await settings.existsBy({ shopId: demoShopId })))
    await settings.insert({
      shopId: demoShopId,
      typologies: DEMO_TYPOLOGIES,
      formats: {},
      allRulesInEq75: false,
    });
}
