import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Schemas } from '@cuvee/api-client';
import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { quietApi } from '../services';
import { listQuery } from './billing-shared';

/*
 * Pickers of the billing forms, searching the API as one types (the CRM's clients, the catalogue's
 * products with their formats and vintages).
 */

export interface ClientOption {
  id: number;
  displayName: string;
  email?: string | null;
}

export type ProductOption = Pick<
  Schemas['ProductDto'],
  'id' | 'name' | 'productType' | 'formats' | 'vintages'
>;

const SEARCH_DELAY_MS = 250;

/** The options matching what is typed, searched after a short pause (`search` is a module-level function). */
function useRemote<T>(text: string, search: (q: string) => Promise<T[] | undefined>): T[] {
  const [options, setOptions] = useState<T[]>([]);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void search(text.trim()).then((found) => {
        if (live && found) setOptions(found);
      });
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, search]);
  return options;
}

const searchClients = async (q: string) =>
  (
    await quietApi.GET('/v1/clients', {
      params: { query: listQuery(q ? { q } : {}, 20, ['displayName', 'ASC']) },
    })
  ).data;

const searchProducts = async (q: string) =>
  (await quietApi.GET('/v1/products', { params: { query: listQuery(q ? { q } : {}, 20, ['name', 'ASC']) } }))
    .data;

export function ClientPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: ClientOption | null;
  onChange: (client: ClientOption | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const options = useRemote<ClientOption>(text, searchClients);
  return (
    <Autocomplete
      value={value}
      options={options}
      disabled={disabled}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.displayName}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_event, client) => onChange(client)}
      onInputChange={(_event, typed) => setText(typed)}
      noOptionsText={t('billing.editor.noMatch')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('billing.fields.client')}
          required
          error={Boolean(error)}
          helperText={error ?? ' '}
        />
      )}
      sx={{ minWidth: 240 }}
    />
  );
}

export function ProductPicker({
  value,
  onChange,
  error,
}: {
  value: ProductOption | null;
  onChange: (product: ProductOption | null) => void;
  error?: string;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const options = useRemote<ProductOption>(text, searchProducts);
  return (
    <Autocomplete
      value={value}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_event, product) => onChange(product)}
      onInputChange={(_event, typed) => setText(typed)}
      noOptionsText={t('billing.editor.noMatch')}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('billing.lines.product')}
          error={Boolean(error)}
          helperText={error}
        />
      )}
      sx={{ minWidth: 220, flex: 2 }}
    />
  );
}
