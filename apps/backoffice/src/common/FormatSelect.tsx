import type { Schemas } from '@cuvee/api-client';
import { formatLabel } from '@cuvee/kernel';
import { useLocale } from '@cuvee/ui';
import { SelectInput, required, useGetOne } from 'react-admin';

/** A `formatId` input: the formats of the catalogue product chosen beside it (a purchase line, a campaign). */
export function FormatSelect({ productId, label }: { productId?: number; label: string }) {
  const locale = useLocale();
  const { data: product } = useGetOne<Schemas['ProductDto']>(
    'products',
    { id: productId ?? 0 },
    { enabled: Boolean(productId) },
  );
  const choices = (product?.formats ?? []).map((format) => ({
    id: format.id,
    name: formatLabel(format, locale),
  }));
  return (
    <SelectInput
      source="formatId"
      label={label}
      choices={choices}
      validate={required()}
      disabled={!product}
      sx={{ minWidth: 160 }}
    />
  );
}
