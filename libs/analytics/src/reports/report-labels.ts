import type { EntityManager } from 'typeorm';
import { CLIENT_TYPOLOGIES, countryNameOf, type Locale } from '@cuvee/kernel';
import { userNames } from '../team/team-members.js';
import { channelLabel } from '../domain/sales-channel.js';
import { NO_AGENT } from '../domain/sales-facts.js';
import type { SalesDimension } from './dto/analytics-query.dto.js';

/** The key of what has none: no agent, or a line without a product (shipping, discounts, services). */
export const NONE = 'none';

/** Lines without a product (shipping, discounts, services, amount credit notes). */
export const OTHER_LINES: Readonly<Record<Locale, string>> = {
  fr: 'Autres lignes (port, remises, services)',
  en: 'Other lines (shipping, discounts, services)',
};

const NO_AGENT_LABEL: Readonly<Record<Locale, string>> = { fr: 'Sans agent', en: 'No agent' };

export function typologyLabel(key: string, locale: Locale): string {
  return CLIENT_TYPOLOGIES.find((typology) => typology.key === key)?.[locale] ?? key;
}

/** The key a report shows for an agent: their id, or `none` for the sales of no agent. */
export function agentKey(agentId: number | string): string {
  return Number(agentId) === NO_AGENT ? NONE : String(agentId);
}

/** How the keys of a sales dimension read (agents' names read once for all the keys). */
export async function dimensionLabeller(
  manager: EntityManager,
  by: SalesDimension,
  keys: readonly string[],
  locale: Locale,
): Promise<(key: string) => string> {
  if (by === 'channel') return (key) => channelLabel(key, locale);
  if (by === 'typology') return (key) => typologyLabel(key, locale);
  if (by === 'country') return (key) => countryNameOf(key, locale);
  const names = await userNames(
    manager,
    keys
      .filter((key) => key !== NONE)
      .map(Number)
      .filter((id) => id !== NO_AGENT),
  );
  return (key) =>
    key === NONE || Number(key) === NO_AGENT ? NO_AGENT_LABEL[locale] : (names.get(Number(key)) ?? `#${key}`);
}
