import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resizedVisual } from '@cuvee/kernel';
import type { ChangeEvent } from 'react';
import { useInput } from 'react-admin';
import { useT } from '../i18n';
import { uploadPicture, type PictureUploadPath } from './upload-picture';

/**
 * Picture keys, uploaded to the catalogue's picture store (products' POST /v1/visuals, events' POST
 * /v1/reservation-events/photos: both keep and serve them the same way); shows the pictures and adds
 * uploaded ones.
 */
export function VisualsInput({
  source,
  label,
  uploadPath,
}: {
  source: string;
  label: string;
  uploadPath: PictureUploadPath;
}) {
  const t = useT();
  const { field } = useInput<string[]>({ source, defaultValue: [] });
  // A format added by the iterator starts with '' here, not the default value.
  const keys: string[] = Array.isArray(field.value) ? field.value : [];
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    const added: string[] = [];
    for (const file of files) {
      const visual = await uploadPicture(uploadPath, file);
      if (visual) added.push(visual.key);
    }
    field.onChange([...keys, ...added]);
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{label}</Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap">
        {keys.map((key) => (
          <Stack key={key} alignItems="center">
            <img
              src={resizedVisual(`/v1/visuals/${key.slice('catalogue/'.length)}`, 320)}
              alt=""
              width={80}
              height={80}
              style={{ objectFit: 'cover' }}
            />
            <Button size="small" onClick={() => field.onChange(keys.filter((other) => other !== key))}>
              {t('catalogue.actions.removeVisual')}
            </Button>
          </Stack>
        ))}
      </Stack>
      <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {t('catalogue.actions.addVisual')}
        <input type="file" accept="image/*" multiple hidden onChange={(event) => void upload(event)} />
      </Button>
    </Stack>
  );
}
