import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useT } from '../i18n';
import { CustomFieldsEditor } from './settings/CustomFieldsEditor';
import { StagesEditor } from './settings/StagesEditor';
import { TypologiesSummary } from './settings/TypologiesSummary';
import { useCanEditCrmSettings } from './settings/use-crm-settings-rights';

/**
 * Settings "crm" (ADR 0091): the client typologies (read here, edited in "typos"), the opportunity
 * pipeline's stages and the clients' custom fields. Changes need createClient, as the API asks.
 */
export default function CrmSettingsSection() {
  const t = useT();
  const editable = useCanEditCrmSettings();
  return (
    <Stack spacing={2}>
      {!editable && <Alert severity="info">{t('crm.settings.readOnly')}</Alert>}
      <CustomFieldsEditor editable={editable} />
      <StagesEditor editable={editable} />
      <TypologiesSummary />
    </Stack>
  );
}
