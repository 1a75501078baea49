import {
  CLIENT_TYPOLOGIES,
  isIntegration,
  isKeyOf,
  isPermission,
  PUBLIC_TYPOLOGY,
  rules,
  TAB_CONTENT_MAX_LENGTH,
  TAB_ID_PATTERN,
  TAB_ROLES,
  failure,
  type RefList,
  type ValidationFailure,
  type ValidationRule,
} from '@cuvee/kernel';

/*
 * Field rules of the shop and membership forms that the kernel's list does not have: they answer
 * kernel failures, so `@Satisfies(rule)` reports them like every other field message.
 */

function entriesOf(value: unknown): [string, unknown][] | null {
  if (value instanceof Map) return [...(value as Map<string, unknown>).entries()];
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return Object.entries(value);
  return null;
}

/** A rule accepting only the keys of a kernel reference list. */
export function knownKey(list: RefList): ValidationRule {
  return function knownKey(value: unknown): ValidationFailure | null {
    return isKeyOf(list, value) ? null : failure('validation.unknownValue', { value: String(value) });
  };
}

/** Shop.typologies: keyed by client typology keys, the `public` one always there. */
export function typologyKeys(value: unknown): ValidationFailure | null {
  const entries = entriesOf(value);
  const valid =
    entries !== null &&
    entries.every(([key]) => isKeyOf(CLIENT_TYPOLOGIES, key)) &&
    entries.some(([key]) => key === PUBLIC_TYPOLOGY);
  return valid ? null : failure('shops.invalidTypologies');
}

/** Shop.formats: keyed by format ids made of URL-safe characters. */
export function formatKeys(value: unknown): ValidationFailure | null {
  const entries = entriesOf(value);
  if (entries === null) return failure('validation.invalid');
  for (const [key] of entries) {
    const refused = rules.link(key);
    if (refused) return refused;
  }
  return null;
}

/** Shop.banks: at most one default account. */
export function oneDefaultBank(value: unknown): ValidationFailure | null {
  if (!Array.isArray(value)) return failure('validation.invalid');
  const defaults = value.filter((bank) => (bank as { default?: unknown } | null)?.default === true);
  return defaults.length <= 1 ? null : failure('shops.oneDefaultBank');
}

/** Shop.integrations: known modules only, each `{ active: boolean }`. */
export function integrationsMapRule(value: unknown): ValidationFailure | null {
  const entries = entriesOf(value);
  if (entries === null) return failure('validation.invalid');
  for (const [key, state] of entries) {
    if (!isIntegration(key)) return failure('validation.unknownValue', { value: key });
    const keys = typeof state === 'object' && state !== null ? Object.keys(state) : [];
    if (keys.length !== 1 || typeof (state as { active?: unknown }).active !== 'boolean') {
      return failure('validation.invalid');
    }
  }
  return null;
}

/** An authorizations map: known permissions with boolean values (null means "every permission"). */
export function authorizationsRule(value: unknown): ValidationFailure | null {
  if (value === null) return null;
  const entries = entriesOf(value);
  if (entries === null) return failure('validation.invalid');
  for (const [key, allowed] of entries) {
    if (!isPermission(key)) return failure('members.unknownPermission', { permission: key });
    if (typeof allowed !== 'boolean') return failure('validation.invalid');
  }
  return null;
}

/** A tab id: it travels in the shop's addresses (`pageid`). */
export function tabId(value: unknown): ValidationFailure | null {
  return typeof value === 'string' && TAB_ID_PATTERN.test(value) ? null : failure('shops.invalidTabId');
}

/** A tab's page text: up to 5000 characters (null: none). */
export function tabContent(value: unknown): ValidationFailure | null {
  if (value === null) return null;
  return typeof value === 'string' && value.length <= TAB_CONTENT_MAX_LENGTH
    ? null
    : failure('shops.tabContent');
}

/** A role a tab may be limited to (buyer, owner or iam). */
export function tabRole(value: unknown): ValidationFailure | null {
  return (TAB_ROLES as readonly unknown[]).includes(value)
    ? null
    : failure('validation.unknownValue', { value: String(value) });
}
