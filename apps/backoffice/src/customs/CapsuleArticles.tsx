import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import {
  AutocompleteInput,
  Confirm,
  FunctionField,
  List,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  Toolbar,
  WithRecord,
  required,
  useCreate,
  useDelete,
  useGetOne,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { Schemas } from '@cuvee/api-client';
import { formatLabel } from '@cuvee/kernel';
import { EmptyList } from '../common/EmptyList';
import { FormatSelect } from '../common/FormatSelect';
import { Panel } from '../common/Panel';
import { ResponsiveList } from '../common/ResponsiveList';
import { showListError, showSuccess } from '../common/notices';
import { useT, type TextKey } from '../i18n';
import { useLocale } from '../session/use-session';
import { CAPSULE_TYPES, CapsuleFields, useChoices } from './customs-shared';

type CapsuleArticle = Schemas['CapsuleArticleDto'];
type CapsuleArticleInput = Schemas['CapsuleArticleInputDto'];

/** "Capsules CRD · 1 000 u": the catalogue article and its format. */
function ArticleName({ article }: { article: CapsuleArticle }) {
  const locale = useLocale();
  return (
    <ReferenceField record={article} source="productId" reference="products" link={false}>
      <WithRecord<Schemas['ProductDto']>
        render={(product) => {
          const format = product.formats.find((item) => item.id === article.formatId);
          return [product.name, format && formatLabel(format, locale)].filter(Boolean).join(' · ');
        }}
      />
    </ReferenceField>
  );
}

/** The formats of the article chosen beside it. */
function ArticleFormat() {
  const t = useT();
  const productId = useWatch<FieldValues>({ name: 'productId' }) as number | undefined;
  return <FormatSelect productId={productId} label={t('customs.articles.format')} />;
}

/** A new capsule article, or one changed or deleted; the API's refusals are shown. */
function CapsuleArticleForm({ article, onDone }: { article?: CapsuleArticle; onDone: () => void }) {
  const t = useT();
  const choices = useChoices();
  const refresh = useRefresh();
  const [create] = useCreate<CapsuleArticle>();
  const [update] = useUpdate<CapsuleArticle>();
  const [remove, { isPending: removing }] = useDelete<CapsuleArticle>();
  const [confirming, setConfirming] = useState(false);
  const settled = (text: TextKey) => ({
    onSuccess: () => {
      showSuccess(t(text));
      refresh();
      onDone();
    },
    onError: showListError,
  });
  const save = (values: FieldValues) => {
    const { productId, formatId, category, capsuleType, color, centilisation, perUnit } =
      values as CapsuleArticleInput;
    // An empty type is the shop's: the API keeps null for it.
    const data = {
      productId,
      formatId,
      category,
      capsuleType: capsuleType || undefined,
      color,
      centilisation,
      perUnit,
    };
    const options = { ...settled('customs.articles.saved'), mutationMode: 'pessimistic' as const };
    if (article) void update('capsule-articles', { id: article.id, data, previousData: article }, options);
    else void create('capsule-articles', { data }, options);
  };
  return (
    <SimpleForm
      record={article}
      onSubmit={save}
      defaultValues={{ category: 'T', color: 'green', centilisation: 'CL_75' }}
      toolbar={
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <SaveButton label={t('customs.articles.save')} alwaysEnable />
          <Button onClick={onDone}>{t('customs.articles.cancel')}</Button>
          {article && (
            <Button color="error" onClick={() => setConfirming(true)} sx={{ ml: 'auto' }}>
              {t('customs.articles.delete')}
            </Button>
          )}
        </Toolbar>
      }
    >
      {/* Two rows on a wide screen: which article, then which capsules it holds. */}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} width="100%">
        <ReferenceInput source="productId" reference="products">
          <AutocompleteInput
            label={t('customs.articles.product')}
            optionText="name"
            filterToQuery={(q: string) => ({ q })}
            validate={required()}
          />
        </ReferenceInput>
        <ArticleFormat />
        <NumberInput
          source="perUnit"
          label={t('customs.articles.perUnit')}
          min={1}
          step={1}
          validate={required()}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} width="100%">
        <CapsuleFields />
        <SelectInput
          source="capsuleType"
          label={t('customs.crd.type')}
          choices={choices(CAPSULE_TYPES, 'customs.capsuleTypes')}
          emptyText={t('customs.articles.shopType')}
        />
      </Stack>
      {article && (
        <Confirm
          isOpen={confirming}
          loading={removing}
          title={t('customs.articles.deleteTitle')}
          content={t('customs.articles.deleteContent')}
          onConfirm={() =>
            void remove(
              'capsule-articles',
              { id: article.id, previousData: article },
              { ...settled('customs.articles.deleted'), mutationMode: 'pessimistic' },
            )
          }
          onClose={() => setConfirming(false)}
        />
      )}
    </SimpleForm>
  );
}

/** The form of the article picked in the list (already read with it). */
function EditCapsuleArticle({ id, onDone }: { id: number; onDone: () => void }) {
  const { data: article } = useGetOne<CapsuleArticle>('capsule-articles', { id });
  return article ? <CapsuleArticleForm key={id} article={article} onDone={onDone} /> : null;
}

/**
 * The articles bought from suppliers that are CRD capsules (/v1/capsule-articles): which capsules a
 * format holds, so that its receipts enter the capsule account as purchases. Listed, added, changed
 * (a row opens its form) and deleted.
 */
export function CapsuleArticles() {
  const t = useT();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const close = () => setEditing(null);
  const label = (keys: 'crdCategories' | 'crdColors' | 'capsuleTypes', key: string | null) =>
    key ? t(`customs.${keys}.${key}` as TextKey) : t('customs.articles.shopType');
  return (
    <Panel
      title={t('customs.articles.title')}
      hint={t('customs.articles.hint')}
      actions={<Button onClick={() => setEditing('new')}>{t('customs.articles.add')}</Button>}
      data-capsule-articles
    >
      {editing === 'new' && <CapsuleArticleForm key="new" onDone={close} />}
      {typeof editing === 'number' && <EditCapsuleArticle id={editing} onDone={close} />}
      <List
        resource="capsule-articles"
        sort={{ field: 'id', order: 'ASC' }}
        perPage={25}
        exporter={false}
        actions={false}
        storeKey={false}
        disableSyncWithLocation
        empty={false}
      >
        <ResponsiveList<CapsuleArticle>
          rowClick={(id) => {
            setEditing(Number(id));
            return false;
          }}
          empty={<EmptyList nothingYet={t('customs.articles.none')} />}
          mobile={{
            primaryText: (article) => <ArticleName article={article} />,
            secondaryText: (article) =>
              `${article.perUnit} · ${label('crdColors', article.color)} · ${article.centilisation}`,
          }}
        >
          <FunctionField<CapsuleArticle>
            label={t('customs.articles.product')}
            render={(article) => <ArticleName article={article} />}
          />
          <TextField
            source="perUnit"
            label={t('customs.articles.perUnit')}
            textAlign="right"
            sortable={false}
          />
          <FunctionField<CapsuleArticle>
            label={t('customs.crd.category')}
            render={(article) => label('crdCategories', article.category)}
          />
          <FunctionField<CapsuleArticle>
            label={t('customs.crd.color')}
            render={(article) => label('crdColors', article.color)}
          />
          <TextField source="centilisation" label={t('customs.crd.capacity')} sortable={false} />
          <FunctionField<CapsuleArticle>
            label={t('customs.crd.type')}
            render={(article) => label('capsuleTypes', article.capsuleType)}
          />
        </ResponsiveList>
      </List>
    </Panel>
  );
}
