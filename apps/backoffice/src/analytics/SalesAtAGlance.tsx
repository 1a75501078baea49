import { useMemo } from 'react';
import { useReport } from './analytics-data';
import { periodQuery, presetPeriod } from './period';
import { ReportBody } from './report-parts';
import { SalesFigures } from './SalesReport';

/**
 * The month's sales on the dashboard, for whoever may open the sales report: revenue, invoices and
 * average basket with their changes, each opening the report on the same period.
 */
export function SalesAtAGlance() {
  const period = useMemo(() => presetPeriod('thisMonth', new Date()), []);
  const result = useReport('sales', period);
  const report = `/dashboard/analytics/sells?${new URLSearchParams(periodQuery({ choice: 'thisMonth', ...period }))}`;
  return (
    <ReportBody result={result}>
      {(answer) => (
        <SalesFigures totals={answer.totals} only={['ht', 'invoices', 'averageBasket']} to={report} />
      )}
    </ReportBody>
  );
}
