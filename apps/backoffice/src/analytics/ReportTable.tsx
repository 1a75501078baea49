import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface ReportColumn<Row> {
  key: string;
  label: string;
  /** Figures are right-aligned and never wrapped. */
  numeric?: boolean;
  render: (row: Row) => ReactNode;
}

/**
 * A report's rows as a table (the same numbers as its chart): it scrolls sideways inside its panel on a
 * phone rather than widening the page. Cells carry `data-column` for the browser tests.
 */
export function ReportTable<Row>({
  columns,
  rows,
  rowKey,
  label,
  total,
}: {
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The table's name for screen readers. */
  label: string;
  /** A last row of totals, in bold. */
  total?: Row;
}) {
  const line = (row: Row, key: string, bold = false) => (
    <TableRow key={key} data-row={key}>
      {columns.map((column) => (
        <TableCell
          key={column.key}
          align={column.numeric ? 'right' : 'left'}
          sx={{
            whiteSpace: column.numeric ? 'nowrap' : undefined,
            minWidth: column.numeric ? undefined : 120,
            fontWeight: bold ? 700 : undefined,
          }}
          data-column={column.key}
        >
          {column.render(row)}
        </TableCell>
      ))}
    </TableRow>
  );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} data-report-table={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                sx={{ fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' }}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => line(row, rowKey(row)))}
          {total && line(total, 'total', true)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
