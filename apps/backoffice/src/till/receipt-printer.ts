import { asciiText } from '@cuvee/kernel';
import { useDateTime, useMoney } from '../common/formats';
import { useT } from '../i18n';
import { usePaymentLabel } from '../orders/orders-shared';
import type { TicketData, TillRecord } from './Receipt';
import { useSerialDevice } from './serial-device';

/*
 * The receipt on an ESC/POS receipt printer through a serial port: the lines of the receipt in plain
 * ASCII, 32 columns (a 58 mm roll; an 80 mm one prints them too), then a cut.
 */

export const RECEIPT_COLUMNS = 32;
const PRINTER_BAUD_RATE = 9600;
const ESC_POS_INIT = [0x1b, 0x40];
/** Feed 3 lines and cut (GS V B 0). */
const ESC_POS_CUT = [0x1d, 0x56, 0x42, 0x00];

/** `left` and `right` on one line of the roll, in ASCII (`€` is 3 characters there), the left part cut to leave room. */
function row(leftText: string, rightText = ''): string {
  const [left, right] = [asciiText(leftText), asciiText(rightText)];
  const room = RECEIPT_COLUMNS - right.length - (right ? 1 : 0);
  return `${left.slice(0, room).padEnd(room, ' ')}${right ? ` ${right}` : ''}`;
}

function centred(text: string): string {
  const line = asciiText(text).slice(0, RECEIPT_COLUMNS);
  return line.padStart(Math.floor((RECEIPT_COLUMNS + line.length) / 2), ' ');
}

/** The bytes a printer takes: init, the lines (already ASCII), a cut. */
export function escPosOf(lines: readonly string[]): Uint8Array {
  const text = new TextEncoder().encode(`${lines.join('\n')}\n\n\n`);
  return new Uint8Array([...ESC_POS_INIT, ...text, ...ESC_POS_CUT]);
}

export function useReceiptPrinter() {
  const device = useSerialDevice('Receipt printer', PRINTER_BAUD_RATE, false);
  const t = useT();
  const money = useMoney();
  const dateTime = useDateTime();
  const payment = usePaymentLabel();

  const linesOf = (record: TillRecord, pointName: string): string[] => {
    const data = record.data as unknown as TicketData;
    const rule = '-'.repeat(RECEIPT_COLUMNS);
    return [
      ...(data.duplicate
        ? [
            centred(t('till.receipt.duplicate')),
            centred(t('till.receipt.copy', { copy: data.duplicate.copy })),
          ]
        : []),
      centred(pointName),
      centred(t('till.receipt.title', { reference: record.reference })),
      centred(dateTime(record.occurredAt)),
      rule,
      ...data.lines.flatMap((line) => [
        row(line.label),
        row(`  ${line.quantity} x ${money(line.unitTtc)}`, money(line.totalTtc + line.ticketDiscount)),
        ...(line.discount > 0 ? [row(`  ${t('till.receipt.discount')}`, `-${money(line.discount)}`)] : []),
      ]),
      ...(data.discount > 0 ? [row(t('till.receipt.discount'), `-${money(data.discount)}`)] : []),
      rule,
      row(t('till.receipt.ttc'), money(data.totals.ttc)),
      ...Object.entries(data.totals.byRate).map(([rate, r]) =>
        row(t('till.receipt.vatRate', { rate }), `${money(r.ht)} / ${money(r.vat)}`),
      ),
      ...data.payments.map((p) => row(payment(p.method), money(p.amount))),
      ...(data.change > 0 ? [row(t('till.receipt.change'), money(data.change))] : []),
      rule,
      row(`${t('till.receipt.seal')} ${record.hash.slice(0, 16)}`),
    ];
  };

  return {
    supported: device.supported,
    connected: device.connected,
    connect: device.connect,
    print: (record: TillRecord, pointName: string) => device.write(escPosOf(linesOf(record, pointName))),
  };
}
