import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useT } from '../i18n';
import { useGo } from '../routing/links';
import { useGuardUser, useLocale, useMenu } from '../session/use-session';
import { searchIndex, searchPages, type SearchEntry } from './search-index';

/** The "go to" box of the dashboard header (non-buyers): type a few letters, pick a page. */
export function SearchBox() {
  const t = useT();
  const locale = useLocale();
  const menu = useMenu();
  const user = useGuardUser();
  const go = useGo();
  const [input, setInput] = useState('');
  const index = useMemo(
    () => (user ? searchIndex(menu, user, locale, t('layout.create'), t('layout.settings')) : []),
    [menu, user, locale, t],
  );

  return (
    <Autocomplete<SearchEntry, false, false, false>
      options={index}
      filterOptions={(options) => searchPages(options, input).slice(0, 12)}
      getOptionLabel={(entry) => entry.label}
      getOptionKey={(entry) => entry.key}
      inputValue={input}
      onInputChange={(_, value) => setInput(value)}
      value={null}
      onChange={(_, entry) => {
        if (!entry) return;
        setInput('');
        go(entry.path);
      }}
      noOptionsText={input.trim() ? t('layout.search.none') : t('layout.search.hint')}
      openOnFocus={false}
      blurOnSelect
      clearOnBlur
      size="small"
      sx={{ width: { sm: 220, lg: 300 } }}
      renderOption={({ key, ...props }, entry) => (
        <Box component="li" key={key} {...props} data-search-option={entry.key}>
          <Box>
            <Typography>{entry.label}</Typography>
            {entry.context && (
              <Typography variant="caption" color="text.secondary">
                {entry.context}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          // react-admin's theme makes fields "filled"; the header's search box is a plain outlined one.
          variant="outlined"
          size="small"
          placeholder={t('layout.search.placeholder')}
          inputProps={{ ...params.inputProps, 'aria-label': t('layout.search.label') }}
          InputProps={{
            ...params.InputProps,
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          }}
          sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'background.default' } }}
        />
      )}
    />
  );
}
