import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Schemas } from '@cuvee/api-client';
import { useEffect, useState } from 'react';
import { quietApi } from '../services';

export type ClientRecord = Schemas['ClientDto'];

/**
 * A client of the shop picked by searching the CRM (the API's `q`); agents find only theirs. `initialId`
 * preselects one (tour mode's "new order" for a client); `archived` also finds archived clients (an
 * export of a former client's data).
 */
export function ClientPicker({
  label,
  helperText,
  value,
  onChange,
  initialId,
  prospects = false,
  archived = false,
}: {
  label: string;
  helperText?: string;
  value: ClientRecord | null;
  onChange: (client: ClientRecord | null) => void;
  initialId?: number | null;
  prospects?: boolean;
  archived?: boolean;
}) {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<ClientRecord[]>([]);
  useEffect(() => {
    if (!initialId || value) return;
    void quietApi.GET('/v1/clients/{id}', { params: { path: { id: initialId } } }).then(({ data }) => {
      if (data) onChange(data);
    });
    // Only once, for the client named in the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialId]);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      const filter = {
        ...(archived ? {} : { archived: false }),
        ...(prospects ? {} : { prospect: false }),
        ...(text.trim() ? { q: text.trim() } : {}),
      };
      void quietApi
        .GET('/v1/clients', {
          params: {
            query: { range: '[0,19]', sort: '["displayName","ASC"]', filter: JSON.stringify(filter) },
          },
        })
        .then(({ data }) => live && data && setOptions(data));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, prospects, archived]);
  return (
    <Autocomplete
      options={options}
      value={value}
      filterOptions={(list) => list}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(client) => client.displayName}
      onInputChange={(_, next, reason) => reason === 'input' && setText(next)}
      onChange={(_, client) => onChange(client)}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
      data-client-picker
    />
  );
}
