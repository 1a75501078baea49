import { SelectInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useT, type TextKey } from '../i18n';

/** The CRD categories, as the API names them. */
export const CRD_CATEGORIES = ['T', 'M', 'PI'] as const;
export type CrdCategory = (typeof CRD_CATEGORIES)[number];

/** The colours a category's capsules may have, as the API checks them (wine-red replaces green or blue). */
export const COLORS_OF: Record<CrdCategory, readonly string[]> = {
  T: ['green', 'blue', 'wineRed'],
  M: ['green', 'blue', 'wineRed'],
  PI: ['orange', 'grey'],
};

/** The capacities capsules are sold for (the customs' codes), the most common first. */
export const CAPACITIES = ['CL_75', 'CL_37_5', 'CL_50', 'CL_150', 'CL_100', 'BIB_300', 'BIB_500', 'BIB_1000'];

/** The kinds of capsules, as the API names them. */
export const CAPSULE_TYPES = [
  'COLLECTIVES_DROITS_SUSPENDUS',
  'COLLECTIVES_DROITS_ACQUITTES',
  'PERSONNALISEES',
] as const;

/** Select choices of keys labelled by a block of the customs texts ('customs.crdColors'…). */
export function useChoices() {
  const t = useT();
  return <K extends string>(keys: readonly K[], block: string) =>
    keys.map((id) => ({ id, name: t(`${block}.${id}` as TextKey) }));
}

/** A capsule colour: only the colours of the category chosen in `categorySource` are offered. */
export function CrdColorInput({
  source,
  categorySource,
  helperText,
  needed = false,
}: {
  source: string;
  categorySource: string;
  helperText?: string;
  needed?: boolean;
}) {
  const t = useT();
  const choices = useChoices();
  const category = useWatch<Record<string, CrdCategory | undefined>>({ name: categorySource });
  return (
    <SelectInput
      source={source}
      label={t('customs.crd.color')}
      helperText={helperText}
      choices={choices(COLORS_OF[category ?? 'T'], 'customs.crdColors')}
      validate={needed ? required() : undefined}
    />
  );
}

/** Which capsules: category, colour and capacity, as a capsule record and a capsule article name them. */
export function CapsuleFields() {
  const t = useT();
  const choices = useChoices();
  return (
    <>
      <SelectInput
        source="category"
        label={t('customs.crd.category')}
        choices={choices(CRD_CATEGORIES, 'customs.crdCategories')}
        validate={required()}
      />
      <CrdColorInput source="color" categorySource="category" needed />
      <SelectInput
        source="centilisation"
        label={t('customs.crd.capacity')}
        choices={CAPACITIES.map((id) => ({ id, name: id }))}
        validate={required()}
      />
    </>
  );
}
