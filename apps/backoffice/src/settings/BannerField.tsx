import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resizedVisual } from '@cuvee/kernel';
import { useState, type ChangeEvent } from 'react';
import { uploadPicture } from '../common/upload-picture';
import { useT } from '../i18n';

/**
 * The shop's banner (editedShop.banner): a picture uploaded to the shop's picture store (POST
 * /v1/visuals, the API takes no other address), previewed over the shop's colour as the home shows it,
 * replaced or removed; the form’s save publishes the change. As wide as the form’s fields (form-kit).
 */
export function BannerField({
  value,
  colour,
  disabled,
  onChange,
}: {
  value: string | null;
  colour: string;
  disabled: boolean;
  onChange: (banner: string | null) => void;
}) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a removal is a change too.
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const visual = await uploadPicture('/v1/visuals', file);
      if (visual) onChange(visual.url);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-field="banner">
      <Typography variant="subtitle2" component="p">
        {t('settings.infos.banner')}
      </Typography>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 5',
          maxWidth: 420,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: colour,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {value ? (
          <img
            src={resizedVisual(value, 640)}
            alt={t('settings.infos.bannerPreview')}
            data-banner-preview=""
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Typography variant="body2" sx={{ color: '#ffffff', px: 2, textAlign: 'center' }}>
            {t('settings.infos.bannerNone')}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
        {t('settings.infos.bannerHelp')}
      </Typography>
      {!disabled && (
        <Stack direction="row" spacing={1}>
          <Button component="label" variant="outlined" disabled={uploading}>
            {t(value ? 'settings.infos.bannerReplace' : 'settings.infos.bannerChoose')}
            <input type="file" accept="image/*" hidden onChange={(event) => void choose(event)} />
          </Button>
          {value && (
            <Button color="error" onClick={() => onChange(null)} disabled={uploading}>
              {t('settings.infos.bannerRemove')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
