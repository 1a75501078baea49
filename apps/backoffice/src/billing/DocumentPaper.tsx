import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Schemas } from '@cuvee/api-client';
import { legalMentionLines, PAYMENT_DELAYS, RECOVERY_FEE_CENTS, sirenOf, type Locale } from '@cuvee/kernel';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { useLocale } from '../session/use-session';
import { day, type DocumentDetail, type DocumentLine } from './billing-shared';
import { useMoney } from '../common/formats';

/*
 * A document as its PDF prints it, on screen: the seller's legal identity, the document's number,
 * dates and terms, the buyer, the lines, the totals with the VAT per rate and the deposits deducted,
 * and the legal mentions (the kernel's legalMentionLines, the PDF's own sentences). A draft carries no
 * seller nor terms yet: it shows the shop's settings of the moment and says it is not a legal document.
 */

type BillingSettings = Schemas['BillingSettingsDto'];
type Address = Schemas['PostalAddressDto'];

const percent = (bp: number, locale: Locale) =>
  `${locale === 'fr' ? String(bp / 100).replace('.', ',') : String(bp / 100)} %`;

function addressLines(address: Address | null): string[] {
  if (!address) return [];
  return [
    address.street,
    address.street2,
    `${address.zipcode} ${address.city}`,
    address.country === 'FR' ? null : address.country,
  ].filter((line): line is string => Boolean(line));
}

function Lines({ lines, muted = false }: { lines: (string | null | false | undefined)[]; muted?: boolean }) {
  return (
    <Typography
      component="div"
      variant="body2"
      color={muted ? 'text.secondary' : undefined}
      sx={{ lineHeight: 1.6 }}
    >
      {lines
        .filter((line): line is string => Boolean(line))
        .map((line) => (
          <div key={line}>{line}</div>
        ))}
    </Typography>
  );
}

function Seller({ document }: { document: DocumentDetail }) {
  const t = useT();
  const money = useMoney();
  const seller = document.seller;
  if (!seller)
    return (
      <Typography variant="body2" color="text.secondary" data-seller="draft">
        {t('billing.show.sellerAtIssue')}
      </Typography>
    );
  return (
    <Box data-seller>
      <Typography sx={{ fontWeight: 700 }}>{seller.legalName ?? seller.name}</Typography>
      <Lines
        muted
        lines={[
          [
            seller.legalForm,
            seller.capital !== null ? t('billing.show.capital', { amount: money(seller.capital) }) : null,
          ]
            .filter(Boolean)
            .join(' '),
          ...addressLines(seller.address),
          seller.siret && `${t('billing.show.siret')} ${seller.siret} — SIREN ${sirenOf(seller.siret)}`,
          seller.rcs && `${t('billing.show.rcs')} ${seller.rcs.replace(/^RCS\s+/i, '')}`,
          seller.vatNumber && `${t('billing.show.vatNumber')} ${seller.vatNumber}`,
          [seller.email, seller.phone].filter(Boolean).join(' — '),
          ...(seller.mentions ?? '').split('\n'),
        ]}
      />
    </Box>
  );
}

function Buyer({ document }: { document: DocumentDetail }) {
  const t = useT();
  const buyer = document.buyer;
  const delivered =
    buyer.deliveryAddress && JSON.stringify(buyer.deliveryAddress) !== JSON.stringify(buyer.billingAddress)
      ? addressLines(buyer.deliveryAddress)
      : [];
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} data-buyer>
      <Typography variant="overline" color="text.secondary">
        {t('billing.show.billedTo')}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{buyer.name}</Typography>
      <Lines
        lines={[
          buyer.businessReason && buyer.businessReason !== buyer.name && buyer.businessReason,
          buyer.isPro &&
            (buyer.firstname || buyer.lastname) &&
            [buyer.firstname, buyer.lastname].filter(Boolean).join(' '),
          ...addressLines(buyer.billingAddress),
          buyer.siret && `${t('billing.show.siret')} ${buyer.siret}`,
          buyer.vatNumber && `${t('billing.show.vatNumber')} ${buyer.vatNumber}`,
          buyer.exciseNumber && `${t('billing.show.excise')} ${buyer.exciseNumber}`,
        ]}
      />
      {delivered.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="overline" color="text.secondary">
            {t('billing.show.deliveredTo')}
          </Typography>
          <Lines lines={delivered} />
        </Box>
      )}
    </Box>
  );
}

function Facts({ document }: { document: DocumentDetail }) {
  const t = useT();
  const locale = useLocale();
  const facts: [string, ReactNode][] = [
    [t('billing.show.number'), document.number ?? t('billing.show.noNumber')],
    [t('billing.show.date'), day(document.issueDate)],
  ];
  if (document.kind === 'quote') facts.push([t('billing.fields.validUntil'), day(document.validUntil)]);
  if (document.kind === 'invoice' || document.kind === 'deposit')
    facts.push([t('billing.fields.dueDate'), day(document.dueDate)]);
  if (document.kind !== 'creditNote')
    facts.push([
      t('billing.fields.paymentDelay'),
      PAYMENT_DELAYS.find((delay) => delay.key === document.paymentDelay)?.[locale] ?? document.paymentDelay,
    ]);
  if (document.correctedNumber) facts.push([t('billing.show.corrects'), document.correctedNumber]);
  if (document.references.length)
    facts.push([t('billing.fields.references'), document.references.join(' — ')]);
  return (
    <Box sx={{ textAlign: { md: 'right' } }}>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 700, letterSpacing: 1, mb: 1 }}
        color="primary.dark"
      >
        {t(`billing.kinds.${document.kind}`).toUpperCase()}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: { md: 'end' },
          columnGap: 2,
          rowGap: 0.25,
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function LinesTable({ lines }: { lines: DocumentLine[] }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const hasDiscount = lines.some((line) => line.discountBp > 0 || line.listUnitHt !== line.unitHt);
  const hasDuties = lines.some((line) => line.duties > 0);
  const right = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
  return (
    <TableContainer sx={{ my: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('billing.lines.title')} data-lines>
        <TableHead>
          <TableRow sx={{ '& th': { bgcolor: 'grey.100', fontWeight: 600 } }}>
            <TableCell>{t('billing.lines.designation')}</TableCell>
            <TableCell sx={right}>{t('billing.lines.quantity')}</TableCell>
            <TableCell sx={right}>{t('billing.lines.unitHt')}</TableCell>
            {hasDiscount && <TableCell sx={right}>{t('billing.lines.discount')}</TableCell>}
            {hasDuties && <TableCell sx={right}>{t('billing.lines.duties')}</TableCell>}
            <TableCell sx={right}>{t('billing.lines.vat')}</TableCell>
            <TableCell sx={right}>{t('billing.lines.totalHt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.position} sx={{ '&:nth-of-type(even)': { bgcolor: 'grey.50' } }}>
              <TableCell sx={{ minWidth: 200 }}>{line.label}</TableCell>
              <TableCell sx={right}>{line.quantity}</TableCell>
              <TableCell sx={right}>{money(line.listUnitHt)}</TableCell>
              {hasDiscount && (
                <TableCell sx={right}>
                  {line.discountBp > 0
                    ? `-${percent(line.discountBp, locale)}`
                    : line.listUnitHt !== line.unitHt
                      ? money(line.unitHt - line.listUnitHt)
                      : ''}
                </TableCell>
              )}
              {hasDuties && <TableCell sx={right}>{line.duties ? money(line.duties) : ''}</TableCell>}
              <TableCell sx={right}>{percent(line.vatRateBp, locale)}</TableCell>
              <TableCell sx={{ ...right, fontWeight: 600 }}>{money(line.ht)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Totals({ document }: { document: DocumentDetail }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: t('billing.totals.totalHt'), value: money(document.totalHt) },
  ];
  if (document.totalDiscountHt > 0)
    rows.push({ label: t('billing.totals.discounts'), value: `-${money(document.totalDiscountHt)}` });
  if (document.totalDuties > 0)
    rows.push({ label: t('billing.totals.duties'), value: money(document.totalDuties) });
  for (const row of document.vatBreakdown)
    rows.push({
      label: t('billing.totals.vatOn', { rate: percent(row.vatRateBp, locale), base: money(row.base) }),
      value: money(row.vat),
    });
  rows.push({ label: t('billing.totals.totalTtc'), value: money(document.totalTtc), strong: true });
  for (const deduction of document.deductions)
    rows.push({
      label: t('billing.totals.deposit', { number: deduction.number }),
      value: `-${money(deduction.ttc)}`,
    });
  return (
    <Box sx={{ ml: 'auto', width: { xs: '100%', sm: 380 } }} data-totals>
      {rows.map((row) => (
        <Box
          key={row.label}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            py: 0.4,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: row.strong ? 700 : undefined }}>
            {row.label}
          </Typography>
          <Typography
            variant="body2"
            sx={{
              fontWeight: row.strong ? 700 : 600,
              fontVariantNumeric: 'tabular-nums',
              whiteSpace: 'nowrap',
            }}
          >
            {row.value}
          </Typography>
        </Box>
      ))}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          mt: 1,
          px: 1.5,
          py: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 1,
        }}
        data-net
      >
        <Typography sx={{ fontWeight: 700 }}>
          {t(document.kind === 'creditNote' ? 'billing.totals.netCredit' : 'billing.totals.netToPay')}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {money(document.netToPay)}
        </Typography>
      </Box>
    </Box>
  );
}

function Mentions({ document, settings }: { document: DocumentDetail; settings: BillingSettings | null }) {
  const money = useMoney();
  const locale = useLocale();
  // An issued document says what was frozen on it; a draft what the settings say today.
  const terms = document.terms ?? {
    paymentDelay: document.paymentDelay,
    penaltyRate: settings?.penaltyRate ?? 0,
    recoveryFee: RECOVERY_FEE_CENTS,
    earlyPaymentDiscount: settings?.earlyPaymentDiscount ?? '',
  };
  const lines = legalMentionLines(
    {
      kind: document.kind,
      notes: document.notes,
      paymentDelay: terms.paymentDelay,
      dueDate: document.dueDate,
      penaltyRate: terms.penaltyRate,
      recoveryFee: terms.recoveryFee,
      earlyPaymentDiscount: terms.earlyPaymentDiscount,
      chargesVat: document.seller?.chargesVat ?? true,
      totalDuties: document.totalDuties,
      footer: settings?.footer ?? null,
    },
    locale,
    { money },
  );
  if (!lines.length) return null;
  return (
    <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }} data-mentions>
      <Lines muted lines={lines} />
    </Box>
  );
}

/** The document's sheet, as on its PDF. */
export function DocumentPaper({
  document,
  settings,
}: {
  document: DocumentDetail;
  settings: BillingSettings | null;
}) {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, minWidth: 0 }} data-document={document.kind}>
      {!document.number && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('billing.show.draftNotice')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
        <Seller document={document} />
        <Facts document={document} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box sx={{ display: { xs: 'none', md: 'block' } }} />
        <Buyer document={document} />
      </Box>
      <LinesTable lines={document.lines} />
      <Totals document={document} />
      <Mentions document={document} settings={settings} />
    </Paper>
  );
}
