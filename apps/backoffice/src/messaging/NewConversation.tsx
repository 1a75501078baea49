import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { rules } from '@cuvee/kernel';
import {
  AutocompleteInput,
  CreateBase,
  FormDataConsumer,
  RadioButtonGroupInput,
  ReferenceInput,
  SimpleForm,
  TextInput,
  useDataProvider,
} from 'react-admin';
import { useRules } from '../forms/validators';
import { useT } from '../i18n';
import { CONVERSATIONS, useRefreshMessaging, type Conversation } from './messaging-data';

interface NewConversationForm {
  kind: 'shop' | 'support';
  clientId?: number;
  subject: string;
  body: string;
}

/**
 * "Nouvelle conversation": with a customer of the shop (a client with a buyer account) or with
 * Cuvée's support. The API takes the buyer's user id: the chosen client's is read when sending.
 */
export function NewConversation({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (conversation: Conversation) => void;
}) {
  const t = useT();
  const validate = useRules();
  const dataProvider = useDataProvider();
  const refresh = useRefreshMessaging();
  const transform = async ({ kind, clientId, subject, body }: NewConversationForm) => {
    const buyerUserId =
      kind === 'shop' && clientId
        ? ((await dataProvider.getOne('clients', { id: clientId })).data.userId as number | null)
        : undefined;
    return { kind, subject, body, aboutType: 'free', ...(buyerUserId && { buyerUserId }) };
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-conversation-title">
      <DialogTitle id="new-conversation-title">{t('messaging.create.title')}</DialogTitle>
      <DialogContent>
        <CreateBase<Conversation>
          resource={CONVERSATIONS}
          redirect={false}
          transform={transform}
          mutationOptions={{
            onSuccess: (conversation) => {
              void refresh();
              onCreated(conversation);
            },
          }}
        >
          <SimpleForm
            defaultValues={{ kind: 'shop' }}
            disableInvalidFormNotification
            data-form="new-conversation"
          >
            <RadioButtonGroupInput
              source="kind"
              label={t('messaging.create.with')}
              choices={[
                { id: 'shop', name: t('messaging.create.buyer') },
                { id: 'support', name: t('messaging.create.support') },
              ]}
            />
            <FormDataConsumer<NewConversationForm>>
              {({ formData }) =>
                formData.kind === 'shop' && (
                  <ReferenceInput
                    source="clientId"
                    reference="clients"
                    sort={{ field: 'displayName', order: 'ASC' }}
                  >
                    <AutocompleteInput
                      label={t('messaging.create.client')}
                      optionText="displayName"
                      filterToQuery={(q: string) => ({ q })}
                      helperText={t('messaging.create.clientHint')}
                      validate={validate(rules.needed)}
                      fullWidth
                    />
                  </ReferenceInput>
                )
              }
            </FormDataConsumer>
            <TextInput
              source="subject"
              label={t('messaging.create.subject')}
              validate={validate(rules.needed)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              fullWidth
            />
            <TextInput
              source="body"
              label={t('messaging.create.body')}
              validate={validate(rules.needed)}
              multiline
              minRows={4}
              fullWidth
            />
          </SimpleForm>
        </CreateBase>
      </DialogContent>
    </Dialog>
  );
}
