import { Injectable } from '@nestjs/common';
import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { BillingDocument, BillingDocumentLine, DocumentIssuedEvent } from '@cuvee/billing';
import { ProductFormat } from '@cuvee/catalogue';
import { Client } from '@cuvee/crm';
import { parisDateOf } from '@cuvee/kernel';
import { engineOf, OnEvent } from '@cuvee/platform';
import { Order, OrderShipment } from '@cuvee/sales';
import { channelOfSale, type OrderOrigin } from '../domain/sales-channel.js';
import {
  addToSummary,
  bottlesPerUnit,
  countsAsSale,
  factsOf,
  NO_AGENT,
  NO_SELLER,
  summaryDeltaOf,
  type SoldDocument,
  type SummaryRow,
} from '../domain/sales-facts.js';
import { DailySales, SalesFact } from './sales-fact.entity.js';

/** Where a buyer without an address is taken to be: the shop's own country. */
const HOME_COUNTRY = 'FR';

/**
 * The read models fed by billing (ADR 0077): an issued invoice or credit note writes its facts and adds
 * to its day's summary inside the transaction that issues it, so the reports never miss nor count twice
 * a document, and a redelivered event writes nothing.
 */
@Injectable()
export class SalesFeed {
  @OnEvent(DocumentIssuedEvent, { delivery: 'in-transaction' })
  async documentIssued(event: DocumentIssuedEvent, manager: EntityManager): Promise<void> {
    if (event.kind !== 'invoice' && event.kind !== 'creditNote') return;
    await recordSales(manager, event.shopId, [event.documentId]);
  }
}

/**
 * Writes the facts and summary of the shop's issued documents among `documentIds` that count as sales
 * and are not recorded yet (the event path, the rebuild and the demo share it). Returns how many.
 */
export async function recordSales(
  manager: EntityManager,
  shopId: number,
  documentIds: readonly number[],
): Promise<number> {
  if (documentIds.length === 0) return 0;
  const recorded = new Set(
    (
      await manager
        .getRepository(SalesFact)
        .createQueryBuilder('f')
        .select('DISTINCT f.documentId', 'documentId')
        .where('f.documentId IN (:...ids)', { ids: documentIds })
        .getRawMany<{ documentId: number }>()
    ).map((row) => Number(row.documentId)),
  );
  const documents = await manager.getRepository(BillingDocument).find({
    where: {
      shopId,
      id: In(documentIds.filter((id) => !recorded.has(id))),
      kind: In(['invoice', 'creditNote']),
      number: Not(IsNull()),
      // Imported open documents were sold before Cuvée (ADR 0069): no sale of ours.
      importId: IsNull(),
    },
    order: { id: 'ASC' },
  });
  const sold = await soldDocumentsOf(manager, shopId, documents);
  await writeSales(manager, shopId, sold);
  return sold.length;
}

/** The documents as the fold reads them: their lines, client, order, formats and day resolved. */
async function soldDocumentsOf(
  manager: EntityManager,
  shopId: number,
  documents: readonly BillingDocument[],
): Promise<SoldDocument[]> {
  if (documents.length === 0) return [];
  const correctedIds = documents.flatMap((d) => (d.correctsId ? [d.correctsId] : []));
  const corrected = new Map(
    correctedIds.length
      ? (
          await manager.getRepository(BillingDocument).find({
            where: { shopId, id: In(correctedIds) },
            select: { id: true, kind: true, createdById: true },
          })
        ).map((d) => [d.id, d])
      : [],
  );
  const sales = documents.filter((d) =>
    countsAsSale(d.kind, d.correctsId ? (corrected.get(d.correctsId)?.kind ?? null) : null),
  );
  if (sales.length === 0) return [];

  const lines = await manager.getRepository(BillingDocumentLine).find({
    where: { documentId: In(sales.map((d) => d.id)) },
    order: { documentId: 'ASC', position: 'ASC' },
  });
  const formatIds = [...new Set(lines.flatMap((line) => (line.formatId ? [line.formatId] : [])))];
  const formats = new Map(
    formatIds.length
      ? (
          await manager.getRepository(ProductFormat).find({
            where: { shopId, id: In(formatIds) },
            select: { id: true, container: true, packingQuantity: true },
          })
        ).map((format) => [format.id, format])
      : [],
  );
  const clients = new Map(
    (
      await manager.getRepository(Client).find({
        where: { shopId, id: In([...new Set(sales.map((d) => d.clientId))]) },
        select: { id: true, typology: true, agentId: true },
      })
    ).map((client) => [client.id, client]),
  );
  const orders = await ordersOf(manager, shopId, sales);

  return sales.map((document) => {
    const client = clients.get(document.clientId);
    const order = orders.get(document.id) ?? null;
    const address = document.buyer.deliveryAddress ?? document.buyer.billingAddress;
    return {
      documentId: document.id,
      kind: document.kind as SoldDocument['kind'],
      day: document.issuedAt ? parisDateOf(document.issuedAt) : document.issueDate!,
      clientId: document.clientId,
      channel: channelOfSale(order),
      typology: client?.typology ?? 'public',
      country: (address?.country || HOME_COUNTRY).toUpperCase().slice(0, 2),
      agentId: order?.agentId ?? client?.agentId ?? NO_AGENT,
      // A credit note is deducted from whoever made the sale it corrects.
      sellerId:
        order?.createdById ??
        (document.kind === 'creditNote' && document.correctsId
          ? corrected.get(document.correctsId)?.createdById
          : document.createdById) ??
        NO_SELLER,
      lines: lines
        .filter((line) => line.documentId === document.id)
        .map((line) => ({
          position: line.position,
          productId: line.productId,
          vintageId: line.vintageId,
          formatId: line.formatId,
          quantity: line.quantity,
          ht: line.ht,
          eq75: line.eq75,
          bottlesPerUnit: bottlesPerUnit(
            line.formatId ? (formats.get(line.formatId) ?? null) : null,
            line.eq75,
          ),
        })),
    };
  });
}

/**
 * The order each document invoices (its first, when it invoices several), by document id; a credit
 * note takes its invoice's.
 */
async function ordersOf(
  manager: EntityManager,
  shopId: number,
  documents: readonly BillingDocument[],
): Promise<Map<number, OrderOrigin>> {
  const invoiceIds = documents.flatMap((d) =>
    d.kind === 'creditNote' && d.correctsId ? [d.correctsId] : [],
  );
  const invoices = new Map(
    invoiceIds.length
      ? (
          await manager.getRepository(BillingDocument).find({
            where: { shopId, id: In(invoiceIds) },
            select: { id: true, sourceKind: true, sourceIds: true },
          })
        ).map((d) => [d.id, d])
      : [],
  );
  const sourceOf = (d: BillingDocument) =>
    d.kind === 'creditNote' && d.correctsId ? invoices.get(d.correctsId) : d;
  const firstSource = (d: BillingDocument) => {
    const source = sourceOf(d);
    const id = source?.sourceIds?.[0];
    return source && id !== undefined ? { kind: source.sourceKind, id } : null;
  };
  const shipmentIds = documents.flatMap((d) => {
    const source = firstSource(d);
    return source?.kind === 'shipments' ? [source.id] : [];
  });
  const shipments = new Map(
    shipmentIds.length
      ? (
          await manager
            .getRepository(OrderShipment)
            .find({ where: { shopId, id: In(shipmentIds) }, select: { id: true, orderId: true } })
        ).map((s) => [s.id, s.orderId])
      : [],
  );
  const orderIdOf = (d: BillingDocument): number | null => {
    const source = firstSource(d);
    if (source?.kind === 'orders') return source.id;
    if (source?.kind === 'shipments') return shipments.get(source.id) ?? null;
    return null;
  };
  const orderIds = [...new Set(documents.flatMap((d) => orderIdOf(d) ?? []))];
  const orders = new Map(
    orderIds.length
      ? (
          await manager.getRepository(Order).find({
            where: { shopId, id: In(orderIds) },
            select: { id: true, channel: true, agentId: true, createdById: true },
          })
        ).map((order) => [order.id, order])
      : [],
  );
  const result = new Map<number, OrderOrigin>();
  for (const d of documents) {
    const order = orders.get(orderIdOf(d) ?? 0);
    if (order) result.set(d.id, order);
  }
  return result;
}

/** Rows per INSERT: well under both engines' limits on bound parameters. */
const INSERT_CHUNK = 400;

async function writeSales(
  manager: EntityManager,
  shopId: number,
  sold: readonly SoldDocument[],
): Promise<void> {
  const facts = sold.flatMap(factsOf).map((fact) => ({ ...fact, shopId }));
  for (let i = 0; i < facts.length; i += INSERT_CHUNK)
    await manager.getRepository(SalesFact).insert(facts.slice(i, i + INSERT_CHUNK));
  const summary = new Map<string, SummaryRow>();
  for (const document of sold) addToSummary(summary, summaryDeltaOf(document));
  // In key order, so that two transactions adding to the same rows lock them in the same order.
  const rows = [...summary].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await addToDailySales(manager, shopId, rows.slice(i, i + INSERT_CHUNK));
}

const SUMMED = ['ht', 'invoices', 'creditNotes', 'bottles', 'eq75Milli'] as const;
const KEY = ['shopId', 'day', 'channel', 'typology', 'country', 'agentId'] as const;

/** Adds rows to the summary: an insert that, on an existing key, increments the sums. */
export async function addToDailySales(
  manager: EntityManager,
  shopId: number,
  rows: readonly SummaryRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const table = manager.getRepository(DailySales).metadata.tableName;
  const columns = [...KEY, ...SUMMED];
  const placeholders = rows.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
  const values = rows.flatMap((row) => columns.map((column) => (column === 'shopId' ? shopId : row[column])));
  const mysql = engineOf(manager.connection) === 'mysql';
  const increments = SUMMED.map((column) =>
    mysql ? `${column} = ${column} + VALUES(${column})` : `${column} = ${column} + excluded.${column}`,
  ).join(', ');
  const conflict = mysql ? 'ON DUPLICATE KEY UPDATE' : `ON CONFLICT (${KEY.join(', ')}) DO UPDATE SET`;
  await manager.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${placeholders} ${conflict} ${increments}`,
    values,
  );
}
