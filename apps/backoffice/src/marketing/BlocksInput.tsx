import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ArrayInput,
  FormDataConsumer,
  SimpleFormIterator,
  TextInput,
  required,
  useSimpleFormIterator,
} from 'react-admin';
import { useT } from '../i18n';
import { BLOCK_KINDS, type Block, type BlockKind } from './marketing-shared';
import { RichTextInput } from './RichTextInput';

/** What a block holds when it is added: its kind and empty texts to fill. */
const NEW_BLOCK: Record<BlockKind, Block> = {
  header: { kind: 'header', imageUrl: '' },
  text: { kind: 'text', html: '' },
  products: { kind: 'products', items: [{ name: '', price: '' }] },
  button: { kind: 'button', label: '', url: 'https://' },
  columns: { kind: 'columns', columns: ['', ''] },
  footer: { kind: 'footer', html: '' },
};

/** One button per kind of block, each adding one at the end of the mail. */
function AddBlockButtons() {
  const t = useT();
  const { add } = useSimpleFormIterator();
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1 }} data-add-blocks>
      {BLOCK_KINDS.map((kind) => (
        <Button
          key={kind}
          size="small"
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => add(structuredClone(NEW_BLOCK[kind]))}
        >
          {t(`marketing.blocks.${kind}`)}
        </Button>
      ))}
    </Stack>
  );
}

const wide = { width: 480, maxWidth: '100%' };

/** The inputs of one block, by its kind (sources relative to the block). */
function BlockFields({ kind }: { kind: BlockKind }) {
  const t = useT();
  switch (kind) {
    case 'header':
      return (
        <>
          <TextInput
            source="imageUrl"
            label={t('marketing.fields.imageUrl')}
            validate={required()}
            sx={wide}
          />
          <TextInput source="alt" label={t('marketing.fields.alt')} sx={wide} />
          <TextInput source="link" label={t('marketing.fields.link')} sx={wide} />
        </>
      );
    case 'text':
    case 'footer':
      return <RichTextInput source="html" />;
    case 'button':
      return (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <TextInput
            source="label"
            label={t('marketing.fields.label')}
            validate={required()}
            sx={{ width: 240, maxWidth: '100%' }}
          />
          <TextInput
            source="url"
            label={t('marketing.fields.url')}
            validate={required()}
            sx={{ width: 320, maxWidth: '100%' }}
          />
          <TextInput
            source="colour"
            label={t('marketing.fields.colour')}
            sx={{ width: 200, maxWidth: '100%' }}
          />
        </Stack>
      );
    case 'columns':
      return (
        <ArrayInput source="columns" label={t('marketing.fields.columns')}>
          <SimpleFormIterator disableReordering disableClear>
            <RichTextInput source="" />
          </SimpleFormIterator>
        </ArrayInput>
      );
    case 'products':
      return (
        <ArrayInput source="items" label={t('marketing.fields.items')}>
          <SimpleFormIterator inline disableClear>
            <TextInput source="name" label={t('marketing.fields.productName')} validate={required()} />
            <TextInput source="price" label={t('marketing.fields.price')} validate={required()} />
            <TextInput source="imageUrl" label={t('marketing.fields.imageUrl')} />
            <TextInput source="url" label={t('marketing.fields.url')} />
          </SimpleFormIterator>
        </ArrayInput>
      );
  }
}

/**
 * The blocks of an advanced model, in the order the mail shows them: added by kind, edited in place,
 * moved up and down, removed.
 */
export function BlocksInput() {
  const t = useT();
  return (
    <ArrayInput
      source="blocks"
      label={t('marketing.fields.blocks')}
      helperText={t('marketing.messages.noBlocks')}
    >
      <SimpleFormIterator addButton={<AddBlockButtons />} disableClear fullWidth>
        <FormDataConsumer>
          {({ scopedFormData }) => {
            // Inside the iterator, the scoped data is the block itself.
            const block = scopedFormData as Block | undefined;
            return (
              block && (
                <Stack sx={{ width: '100%' }} data-block={block.kind}>
                  <Typography variant="subtitle2" sx={{ mb: 1 }}>
                    {t(`marketing.blocks.${block.kind}`)}
                  </Typography>
                  <BlockFields kind={block.kind} />
                </Stack>
              )
            );
          }}
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  );
}
