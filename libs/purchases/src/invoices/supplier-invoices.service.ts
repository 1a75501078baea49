import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import { Product } from '@cuvee/catalogue';
import { shopScope } from '@cuvee/iam';
import { dueDate, formatMoney, parseDateInput, parisDateOf } from '@cuvee/kernel';
import {
  Database,
  EventBus,
  fetchPage,
  lockedRow,
  parseListQuery,
  type ListDefinition,
  type ListQueryDto,
  type Page,
  type RequestContext,
} from '@cuvee/platform';
import {
  canInvoice,
  htByKind,
  invoiceStatusOf,
  paymentFits,
  purchaseRates,
  purchaseTotals,
  statusAfterInvoice,
} from '../domain/purchase-rules.js';
import { SupplierInvoiceRecordedEvent } from '../events/supplier-invoice-recorded.event.js';
import { SupplierPaymentRecordedEvent } from '../events/supplier-payment-recorded.event.js';
import { PurchaseOrder, PurchaseOrderLine } from '../orders/purchase-order.entity.js';
import { pricedOf } from '../orders/purchase-order-views.js';
import { PurchaseReceipt, PurchaseReceiptLine } from '../orders/purchase-receipt.entity.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import type {
  SupplierInvoiceDto,
  SupplierInvoiceInputDto,
  SupplierPaymentInputDto,
} from './dto/supplier-invoice.dto.js';
import { SupplierInvoice, SupplierPayment } from './supplier-invoice.entity.js';

const INVOICE_LIST: ListDefinition = {
  resource: 'supplier-invoices',
  sortable: { id: 'si.id', dueOn: 'si.dueOn', issuedOn: 'si.issuedOn', totalTtc: 'si.totalTtc' },
  filters: {
    id: { kind: 'equals', column: 'si.id', type: 'number' },
    supplierId: { kind: 'equals', column: 'si.supplierId', type: 'number' },
    orderId: { kind: 'equals', column: 'si.orderId', type: 'number' },
    status: { kind: 'equals', column: 'si.status', type: 'string' },
    q: { kind: 'search', columns: ['si.number'] },
  },
  defaultSort: ['dueOn', 'ASC'],
  idColumn: 'si.id',
};

/** Terms when the supplier states none: the legal default between professionals. */
const DEFAULT_TERMS = 'days30';

/**
 * Supplier invoices recorded against the receipts of one order: their amounts are the received lines
 * at the order's prices, each receipt is billed once, and payments settle them up to their total.
 * Each invoice and payment is told to the books inside its transaction.
 */
@Injectable()
export class SupplierInvoicesService {
  constructor(
    private readonly database: Database,
    private readonly events: EventBus,
  ) {}

  async list(ctx: RequestContext, query: ListQueryDto): Promise<Page<SupplierInvoiceDto>> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    const builder = manager
      .getRepository(SupplierInvoice)
      .createQueryBuilder('si')
      .where('si.shopId = :shopId', { shopId });
    const page = await fetchPage(builder, parseListQuery(query, INVOICE_LIST), INVOICE_LIST);
    return { ...page, rows: await views(manager, page.rows) };
  }

  async get(ctx: RequestContext, id: number): Promise<SupplierInvoiceDto> {
    const { shopId } = shopScope(ctx);
    const manager = this.database.dataSource.manager;
    return (await views(manager, [await shopInvoice(manager, shopId, id)]))[0]!;
  }

  async create(ctx: RequestContext, input: SupplierInvoiceInputDto): Promise<SupplierInvoiceDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const order = await lockedRow(manager, PurchaseOrder, { id: input.orderId, shopId });
      if (!order) throw new NotFoundException('error.notFound');
      if (!canInvoice(order.status))
        throw new ConflictException({ message: 'purchases.cannotInvoice', params: { number: order.number } });
      const open = await manager
        .getRepository(PurchaseReceipt)
        .findBy({ orderId: order.id, invoiceId: IsNull() });
      const wanted = input.receiptIds ? [...new Set(input.receiptIds)] : open.map((receipt) => receipt.id);
      const receipts = wanted.map((id) => open.find((receipt) => receipt.id === id));
      if (receipts.length === 0 || receipts.some((receipt) => !receipt))
        throw new BadRequestException({
          message: 'purchases.nothingToInvoice',
          params: { number: order.number },
        });
      const receiptLines = await manager.getRepository(PurchaseReceiptLine).findBy({ receiptId: In(wanted) });
      const orderLines = new Map(
        (await manager.getRepository(PurchaseOrderLine).findBy({ orderId: order.id })).map((line) => [
          line.id,
          line,
        ]),
      );
      const kinds = new Map(
        (
          await manager.getRepository(Product).find({
            where: { id: In([...new Set([...orderLines.values()].map((line) => line.productId))]) },
            select: { id: true, productType: true },
          })
        ).map((product) => [product.id, product.productType]),
      );
      const billed = receiptLines.map((line) => {
        const orderLine = orderLines.get(line.orderLineId)!;
        // A product deleted from the catalogue since the order still bills: as something else.
        const kind = kinds.get(orderLine.productId) ?? 'other';
        return { ...pricedOf(orderLine), quantity: line.quantity, kind };
      });
      const totals = purchaseTotals(billed);
      const supplier = await manager.getRepository(Supplier).findOneByOrFail({ id: order.supplierId });
      const issuedOn = input.issuedOn ? parseDateInput(input.issuedOn)! : parisDateOf(new Date());
      const dueOn = input.dueOn
        ? parseDateInput(input.dueOn)!
        : (dueDate(issuedOn, supplier.paymentTerms ?? DEFAULT_TERMS, { deliveryDate: issuedOn }) ?? issuedOn);
      const repository = manager.getRepository(SupplierInvoice);
      const invoice = await repository.save(
        repository.create({
          shopId,
          supplierId: order.supplierId,
          orderId: order.id,
          number: input.number.trim(),
          issuedOn,
          dueOn,
          ...totals,
          paid: 0,
          status: 'unpaid',
        }),
      );
      await manager.getRepository(PurchaseReceipt).update({ id: In(wanted) }, { invoiceId: invoice.id });
      const status = statusAfterInvoice(order.status, open.length - wanted.length);
      if (status !== order.status)
        await manager.getRepository(PurchaseOrder).update({ id: order.id }, { status });
      await this.events.publish(
        new SupplierInvoiceRecordedEvent({
          shopId,
          invoiceId: invoice.id,
          supplierId: supplier.id,
          supplierName: supplier.name,
          supplierAccountingCode: supplier.accountingCode,
          number: invoice.number,
          orderNumber: order.number,
          issuedOn,
          dueOn,
          ...totals,
          byRate: purchaseRates(billed),
          htByKind: htByKind(billed),
        }),
      );
      return (await views(manager, [invoice]))[0]!;
    });
  }

  /** A payment to the supplier, at most what is left to pay. */
  async pay(ctx: RequestContext, id: number, input: SupplierPaymentInputDto): Promise<SupplierInvoiceDto> {
    const { shopId } = shopScope(ctx);
    return this.database.transaction(async (manager) => {
      const invoice = await lockedRow(manager, SupplierInvoice, { id, shopId });
      if (!invoice) throw new NotFoundException('error.notFound');
      if (!paymentFits(invoice.totalTtc, invoice.paid, input.amount))
        throw new BadRequestException({
          message: 'purchases.paymentTooLarge',
          params: { left: formatMoney(invoice.totalTtc - invoice.paid, ctx.locale) },
        });
      const payments = manager.getRepository(SupplierPayment);
      const payment = await payments.save(
        payments.create({
          shopId,
          invoiceId: id,
          amount: input.amount,
          paidOn: input.paidOn ? parseDateInput(input.paidOn)! : parisDateOf(new Date()),
          reference: input.reference?.trim() || null,
        }),
      );
      const paid = invoice.paid + input.amount;
      const status = invoiceStatusOf(invoice.totalTtc, paid);
      await manager.getRepository(SupplierInvoice).update({ id }, { paid, status });
      const supplier = await manager.getRepository(Supplier).findOneByOrFail({ id: invoice.supplierId });
      await this.events.publish(
        new SupplierPaymentRecordedEvent({
          shopId,
          paymentId: payment.id,
          invoiceId: id,
          invoiceNumber: invoice.number,
          supplierId: supplier.id,
          supplierName: supplier.name,
          supplierAccountingCode: supplier.accountingCode,
          amount: payment.amount,
          paidOn: payment.paidOn,
          reference: payment.reference,
        }),
      );
      return (await views(manager, [{ ...invoice, paid, status }]))[0]!;
    });
  }
}

async function shopInvoice(manager: EntityManager, shopId: number, id: number): Promise<SupplierInvoice> {
  const invoice = await manager.getRepository(SupplierInvoice).findOneBy({ id, shopId });
  if (!invoice) throw new NotFoundException('error.notFound');
  return invoice;
}

async function views(
  manager: EntityManager,
  invoices: readonly SupplierInvoice[],
): Promise<SupplierInvoiceDto[]> {
  const ids = invoices.map((invoice) => invoice.id);
  const [receipts, payments] = ids.length
    ? await Promise.all([
        manager
          .getRepository(PurchaseReceipt)
          .find({ where: { invoiceId: In(ids) }, select: { id: true, invoiceId: true } }),
        manager.getRepository(SupplierPayment).find({ where: { invoiceId: In(ids) }, order: { id: 'ASC' } }),
      ])
    : [[], []];
  return invoices.map((invoice) => ({
    id: invoice.id,
    supplierId: invoice.supplierId,
    orderId: invoice.orderId,
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    totalHt: invoice.totalHt,
    totalVat: invoice.totalVat,
    totalTtc: invoice.totalTtc,
    paid: invoice.paid,
    status: invoice.status,
    receiptIds: receipts.filter((receipt) => receipt.invoiceId === invoice.id).map((receipt) => receipt.id),
    payments: payments
      .filter((payment) => payment.invoiceId === invoice.id)
      .map(({ id, amount, paidOn, reference }) => ({ id, amount, paidOn, reference })),
  }));
}
