import { stringify } from 'csv-stringify/sync';
import {
  centsToDecimalString,
  isTimeDimension,
  type CustomDimension,
  type CustomMeasure,
  type Locale,
} from '@cuvee/kernel';
import { loadExcel } from '@cuvee/platform';
import type { Period } from '../domain/periods.js';
import type { ReportFormat } from './dto/analytics-query.dto.js';
import type { CommissionsReportDto } from '../commissions/dto/commissions-report.dto.js';
import type { CustomReportDto } from '../custom-reports/dto/custom-report.dto.js';
import type { BudgetComparisonDto } from '../budget/dto/budget.dto.js';
import type { ObjectivesReportDto } from '../objectives/dto/objective.dto.js';
import { yearPeriod } from '../domain/budget.js';
import type { ClientsReportDto, ProductsReportDto, SalesReportDto } from './dto/analytics-report.dto.js';

/*
 * The reports as files (docs/analytics.md "Exports"), in the repository's conventions: CSV with `;` and a
 * BOM (what a French Excel opens as is), XLSX with one sheet; headers in the user's language, amounts
 * in euros with a point, as the export engine writes them.
 */

export type Text = Record<Locale, string>;
export interface Column<R> {
  header: Text;
  value: (row: R, locale: Locale) => string | number | null;
}

export interface ReportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

export const euros = (cents: number | null) => (cents === null ? null : centsToDecimalString(cents));

const SALES_COLUMNS: Column<SalesReportDto['series'][number]>[] = [
  { header: { fr: 'Période', en: 'Period' }, value: (row) => row.bucket },
  { header: { fr: 'CA HT (€)', en: 'Sales excl. VAT (€)' }, value: (row) => euros(row.ht) },
  {
    header: { fr: 'CA HT période précédente (€)', en: 'Previous period (€)' },
    value: (row) => euros(row.previousHt),
  },
  {
    header: { fr: 'CA HT année précédente (€)', en: 'Last year (€)' },
    value: (row) => euros(row.lastYearHt),
  },
];

const CLIENT_COLUMNS: Column<ClientsReportDto['top'][number]>[] = [
  { header: { fr: 'Client', en: 'Client' }, value: (row) => row.name },
  { header: { fr: 'Typologie', en: 'Typology' }, value: (row) => row.typology },
  { header: { fr: 'CA HT (€)', en: 'Sales excl. VAT (€)' }, value: (row) => euros(row.ht) },
  { header: { fr: 'Factures', en: 'Invoices' }, value: (row) => row.invoices },
  {
    header: { fr: 'CA HT période précédente (€)', en: 'Previous period (€)' },
    value: (row) => euros(row.previousHt),
  },
  {
    header: { fr: 'CA HT année précédente (€)', en: 'Last year (€)' },
    value: (row) => euros(row.lastYearHt),
  },
  { header: { fr: 'Dernière facture', en: 'Last invoice' }, value: (row) => row.lastInvoiceOn },
];

const PRODUCT_COLUMNS: Column<ProductsReportDto['rows'][number]>[] = [
  { header: { fr: 'Produit', en: 'Product' }, value: (row) => row.label },
  { header: { fr: 'Quantité', en: 'Quantity' }, value: (row) => row.quantity },
  { header: { fr: 'Bouteilles', en: 'Bottles' }, value: (row) => row.bottles },
  { header: { fr: 'Équivalent 75 cl', en: '75 cl equivalent' }, value: (row) => row.eq75 },
  { header: { fr: 'CA HT (€)', en: 'Sales excl. VAT (€)' }, value: (row) => euros(row.ht) },
  {
    header: { fr: 'CA HT période précédente (€)', en: 'Previous period (€)' },
    value: (row) => euros(row.previousHt),
  },
  {
    header: { fr: 'CA HT année précédente (€)', en: 'Last year (€)' },
    value: (row) => euros(row.lastYearHt),
  },
  { header: { fr: 'Coût (€)', en: 'Cost (€)' }, value: (row) => euros(row.cost) },
  { header: { fr: 'Marge (€)', en: 'Margin (€)' }, value: (row) => euros(row.margin) },
];

const percent = (bp: number) => (bp / 100).toFixed(2);
const BASES: Record<CommissionsReportDto['agents'][number]['basis'], Text> = {
  invoiced: { fr: 'Facturé', en: 'Invoiced' },
  paid: { fr: 'Encaissé', en: 'Paid' },
};

const COMMISSION_COLUMNS: Column<CommissionsReportDto['agents'][number]>[] = [
  { header: { fr: 'Agent', en: 'Agent' }, value: (row) => row.name },
  { header: { fr: 'Base', en: 'Basis' }, value: (row, locale) => BASES[row.basis][locale] },
  {
    header: { fr: 'Taux par défaut (%)', en: 'Default rate (%)' },
    value: (row) => percent(row.defaultRateBp),
  },
  { header: { fr: 'CA HT compté (€)', en: 'Sales counted excl. VAT (€)' }, value: (row) => euros(row.ht) },
  { header: { fr: 'Commission (€)', en: 'Commission (€)' }, value: (row) => euros(row.commission) },
  {
    header: { fr: 'dont taux par défaut (€)', en: 'of which default rate (€)' },
    value: (row) => euros(row.bySource.default.commission),
  },
  {
    header: { fr: 'dont taux par typologie (€)', en: 'of which typology rates (€)' },
    value: (row) => euros(row.bySource.typology.commission),
  },
  {
    header: { fr: 'dont taux par produit (€)', en: 'of which product rates (€)' },
    value: (row) => euros(row.bySource.product.commission),
  },
];

const NAMES = {
  sales: { fr: 'ventes', en: 'sales' },
  clients: { fr: 'clients', en: 'clients' },
  products: { fr: 'produits', en: 'products' },
  commissions: { fr: 'commissions', en: 'commissions' },
  custom: { fr: 'rapport', en: 'report' },
  // The activities, campaigns and reservations reports (activity-reports/activity-report-files.ts).
  activities: { fr: 'activites', en: 'activities' },
  campaigns: { fr: 'campagnes', en: 'campaigns' },
  reservations: { fr: 'reservations', en: 'reservations' },
  budget: { fr: 'budget', en: 'budget' },
  objectives: { fr: 'objectifs', en: 'objectives' },
} satisfies Record<string, Text>;
export type ReportName = keyof typeof NAMES;

/** The sales series, one column more per breakdown key when `by` was given. */
export function salesFile(report: SalesReportDto, format: ReportFormat, locale: Locale): Promise<ReportFile> {
  const extra: Column<SalesReportDto['series'][number]>[] = report.breakdown.map((item) => ({
    header: { fr: `${item.label} (€)`, en: `${item.label} (€)` },
    value: (row) => euros(row.values?.[item.key] ?? 0),
  }));
  return reportFile('sales', report.period, [...SALES_COLUMNS, ...extra], report.series, format, locale);
}

export function clientsFile(
  report: ClientsReportDto,
  format: ReportFormat,
  locale: Locale,
): Promise<ReportFile> {
  return reportFile('clients', report.period, CLIENT_COLUMNS, report.top, format, locale);
}

export function productsFile(
  report: ProductsReportDto,
  format: ReportFormat,
  locale: Locale,
): Promise<ReportFile> {
  return reportFile('products', report.period, PRODUCT_COLUMNS, report.rows, format, locale);
}

/** The agents' commissions, one row per agent. */
export function commissionsFile(
  report: CommissionsReportDto,
  format: ReportFormat,
  locale: Locale,
): Promise<ReportFile> {
  return reportFile('commissions', report.period, COMMISSION_COLUMNS, report.agents, format, locale);
}

const AXES: Record<CustomDimension, Text> = {
  day: { fr: 'Jour', en: 'Day' },
  week: { fr: 'Semaine du', en: 'Week of' },
  month: { fr: 'Mois', en: 'Month' },
  channel: { fr: 'Canal', en: 'Channel' },
  typology: { fr: 'Typologie', en: 'Typology' },
  country: { fr: 'Pays', en: 'Country' },
  agent: { fr: 'Agent', en: 'Agent' },
  product: { fr: 'Produit', en: 'Product' },
  vintage: { fr: 'Millésime', en: 'Vintage' },
  format: { fr: 'Format', en: 'Format' },
};
const MEASURES: Record<CustomMeasure, Text> = {
  ht: { fr: 'CA HT (€)', en: 'Sales excl. VAT (€)' },
  quantity: { fr: 'Quantité', en: 'Quantity' },
  bottles: { fr: 'Bouteilles', en: 'Bottles' },
  eq75: { fr: 'Équivalent 75 cl', en: '75 cl equivalent' },
  invoices: { fr: 'Factures', en: 'Invoices' },
  clients: { fr: 'Clients', en: 'Clients' },
};

/** A custom report, one column per axis then the measure (and its comparisons when no axis is time). */
export function customFile(
  report: CustomReportDto,
  format: ReportFormat,
  locale: Locale,
): Promise<ReportFile> {
  type Row = CustomReportDto['rows'][number];
  const measure = MEASURES[report.measure];
  const shown = (value: number | null) => (report.measure === 'ht' ? euros(value) : value);
  const timed = report.dimensions.some(isTimeDimension);
  const columns: Column<Row>[] = [
    ...report.dimensions.map((dimension, index) => ({
      header: AXES[dimension],
      value: (row: Row) => row.labels[index]!,
    })),
    { header: measure, value: (row) => shown(row.value) },
    ...(timed
      ? []
      : [
          {
            header: { fr: `${measure.fr} période précédente`, en: `${measure.en} previous period` },
            value: (row: Row) => shown(row.previousValue),
          },
          {
            header: { fr: `${measure.fr} année précédente`, en: `${measure.en} last year` },
            value: (row: Row) => shown(row.lastYearValue),
          },
        ]),
  ];
  return reportFile('custom', report.period, columns, report.rows, format, locale);
}

/** Objectives and their progress: the figures in their measure's unit (revenue in euros). */
type ObjectiveRow = ObjectivesReportDto['objectives'][number];
const SCOPES: Record<ObjectiveRow['scope'], Text> = {
  shop: { fr: 'Boutique', en: 'Shop' },
  agent: { fr: 'Agent', en: 'Agent' },
  collaborator: { fr: 'Collaborateur', en: 'Collaborator' },
};
const OBJECTIVE_MEASURES: Record<ObjectiveRow['measure'], Text> = {
  revenue: { fr: 'CA HT (€)', en: 'Sales excl. VAT (€)' },
  bottles: { fr: 'Bouteilles', en: 'Bottles' },
  eq75: { fr: 'Équivalent 75 cl', en: '75 cl equivalent' },
  newClients: { fr: 'Nouveaux clients', en: 'New clients' },
};
const inUnit = (row: ObjectiveRow, value: number) => (row.measure === 'revenue' ? euros(value) : value);
const OBJECTIVE_COLUMNS: Column<ObjectiveRow>[] = [
  { header: { fr: 'Pour', en: 'For' }, value: (row, locale) => row.userName ?? SCOPES[row.scope][locale] },
  { header: { fr: 'Qui', en: 'Who' }, value: (row, locale) => SCOPES[row.scope][locale] },
  {
    header: { fr: 'Mesure', en: 'Measure' },
    value: (row, locale) => OBJECTIVE_MEASURES[row.measure][locale],
  },
  { header: { fr: 'Du', en: 'From' }, value: (row) => row.from },
  { header: { fr: 'Au', en: 'To' }, value: (row) => row.to },
  { header: { fr: 'Objectif', en: 'Target' }, value: (row) => inUnit(row, row.target) },
  { header: { fr: 'Réalisé', en: 'Actual' }, value: (row) => inUnit(row, row.actual) },
  { header: { fr: 'Avancement (%)', en: 'Progress (%)' }, value: (row) => (row.progress * 100).toFixed(1) },
  {
    header: { fr: 'Avancement attendu (%)', en: 'Expected progress (%)' },
    value: (row) => (row.expectedProgress * 100).toFixed(1),
  },
];

export function objectivesFile(
  report: ObjectivesReportDto,
  format: ReportFormat,
  locale: Locale,
): Promise<ReportFile> {
  return reportFile('objectives', report.period, OBJECTIVE_COLUMNS, report.objectives, format, locale);
}

/** Budget against actual: one row per month and category, then the year's per category. */
interface BudgetRow {
  month: string;
  category: string;
  budget: number;
  actual: number;
  variance: number;
  varianceRate: number | null;
}
const BUDGET_COLUMNS: Column<BudgetRow>[] = [
  { header: { fr: 'Mois', en: 'Month' }, value: (row) => row.month },
  { header: { fr: 'Catégorie', en: 'Category' }, value: (row) => row.category },
  { header: { fr: 'Budget HT (€)', en: 'Budget excl. VAT (€)' }, value: (row) => euros(row.budget) },
  { header: { fr: 'Réalisé HT (€)', en: 'Actual excl. VAT (€)' }, value: (row) => euros(row.actual) },
  { header: { fr: 'Écart (€)', en: 'Variance (€)' }, value: (row) => euros(row.variance) },
  {
    header: { fr: 'Écart (%)', en: 'Variance (%)' },
    value: (row) => (row.varianceRate === null ? null : (row.varianceRate * 100).toFixed(2)),
  },
];

export function budgetFile(
  report: BudgetComparisonDto,
  format: ReportFormat,
  locale: Locale,
): Promise<ReportFile> {
  const label = new Map(report.categories.map((category) => [category.key, category.label]));
  const YEAR = { fr: 'Année', en: 'Year' };
  const rows = [
    ...report.months.map((month) => ({
      ...month,
      name: `${report.year}-${String(month.month).padStart(2, '0')}`,
    })),
    { ...report.total, name: `${YEAR[locale]} ${report.year}` },
  ].flatMap((month) =>
    month.categories.map((cell) => ({
      ...cell,
      month: month.name,
      category: label.get(cell.category) ?? cell.category,
    })),
  );
  return reportFile('budget', yearPeriod(report.year), BUDGET_COLUMNS, rows, format, locale);
}

export async function reportFile<R>(
  name: ReportName,
  period: Period,
  columns: readonly Column<R>[],
  rows: readonly R[],
  format: ReportFormat,
  locale: Locale,
): Promise<ReportFile> {
  const fileName = `${NAMES[name][locale]}-${period.from}-${period.to}.${format}`;
  const header = columns.map((column) => column.header[locale]);
  const cells = rows.map((row) => columns.map((column) => column.value(row, locale)));
  if (format === 'csv')
    return {
      fileName,
      contentType: 'text/csv; charset=utf-8',
      body: Buffer.from(stringify([header, ...cells], { delimiter: ';', bom: true })),
    };
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(NAMES[name][locale]);
  sheet.addRow(header);
  for (const row of cells) sheet.addRow(row.map((cell) => cell ?? ''));
  return {
    fileName,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
