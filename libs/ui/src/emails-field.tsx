import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { addRecipient, isEmail, messageOf, type Locale } from '@cuvee/kernel';
import { useState, type KeyboardEvent } from 'react';

export interface EmailsFieldProps {
  label: string;
  value: readonly string[];
  onChange: (addresses: readonly string[]) => void;
  /** The list's own message (none, or an invalid one), from the popup's rules. */
  error: string | null;
  locale: Locale;
}

/**
 * The mail selector: typed addresses become chips on Enter or Tab when valid and not there
 * yet; an invalid one is refused with 'L'adresse "…" est invalide.' and stays in the input.
 */
export function EmailsField({ label, value, onChange, error, locale }: EmailsFieldProps) {
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  // The list's message waits for a first interaction: an empty popup does not open in red.
  const [touched, setTouched] = useState(false);

  const commit = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'Tab') return;
    setTouched(true);
    const address = typed.trim();
    if (!address) return;
    if (!isEmail(address)) {
      event.preventDefault();
      setTypedError(messageOf({ code: 'validation.recipientInvalid', params: { email: address } }, locale));
      return;
    }
    // Enter must not submit anything; Tab adds and moves on.
    if (event.key === 'Enter') event.preventDefault();
    onChange(addRecipient(value, address));
    setTyped('');
  };

  const shown = typedError ?? (touched && typed.trim() === '' ? error : null);
  return (
    <Box>
      {value.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }} data-emails>
          {value.map((address) => (
            <Chip
              key={address}
              label={address}
              onDelete={() => {
                setTouched(true);
                onChange(value.filter((item) => item !== address));
              }}
            />
          ))}
        </Box>
      )}
      <TextField
        fullWidth
        type="email"
        label={label}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setTypedError(null);
        }}
        onKeyDown={commit}
        error={shown !== null}
        helperText={shown ?? ' '}
        autoComplete="off"
      />
    </Box>
  );
}
