import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Product, ProductFormat } from '@cuvee/catalogue';
import { shopScope } from '@cuvee/iam';
import { formatLabel, formatMoney, isIdempotencyKey, parisDateOf } from '@cuvee/kernel';
import { requestHashOf } from '@cuvee/kernel/node';
import { Database, EventBus, type RequestContext } from '@cuvee/platform';
import { CartPricingService, visibleClient } from '@cuvee/sales';
import { periodsOfDay } from '../domain/closure.js';
import { priceTicket, type TicketFailure, type TicketLineInput } from '../domain/ticket.js';
import { cancellationTotals } from '../domain/totals.js';
import type {
  CancellationInputDto,
  CashMoveInputDto,
  TicketInputDto,
  TillRecordDto,
} from './dto/till.dto.js';
import { TillChain } from './till-chain.js';
import { moveTicketStock, type StockLine } from './till-stock.js';
import { TillRecord } from './till-record.entity.js';
import { bodyOf, recordAt, recordView, salesPointOf, totalsOf } from './till-records.js';

/**
 * The till's writes other than closures (ADR 0042): tickets priced at the sales point's price list,
 * cancellations as negative records, duplicates and cash movements, each appended to the sales point's
 * chain. Nothing here updates or deletes a record.
 */
@Injectable()
export class TillService {
  constructor(
    private readonly database: Database,
    private readonly pricing: CartPricingService,
    private readonly events: EventBus,
  ) {}

  /**
   * A sale. With an Idempotency-Key (the till screen always sends one), the same sale sent again —
   * a replay of a sale queued offline, or two replays at once — answers the ticket recorded first.
   */
  async sell(
    ctx: RequestContext,
    pointId: number,
    dto: TicketInputDto,
    key?: string,
  ): Promise<TillRecordDto> {
    const { shopId, userId } = shopScope(ctx);
    if (key !== undefined && !isIdempotencyKey(key)) throw new BadRequestException('idempotency.keyInvalid');
    const requestHash = requestHashOf(dto);
    const replay = key === undefined ? null : await this.replayed(shopId, pointId, key, requestHash);
    if (replay) return replay;
    const point = await salesPointOf(this.database.dataSource.manager, shopId, pointId);
    if (point.archived) throw new NotFoundException('error.notFound');
    for (const payment of dto.payments)
      if (!(point.paymentMethods as string[]).includes(payment.method))
        throw new BadRequestException('sales.salesPointPayment');
    // A ticket names a client the seller may see, never another shop's.
    if (dto.clientId != null)
      await visibleClient(this.database.dataSource.manager, ctx, shopId, dto.clientId);
    const lines = await this.priceLines(ctx, shopId, pointId, dto);
    const priced = priceTicket(lines, dto.discount ?? 0, dto.payments);
    if (!priced.ok) throw ticketRefusal(priced.failure, ctx);
    return this.database.transaction(async (manager) => {
      const chain = await TillChain.lock(manager, shopId, pointId);
      if (key !== undefined) {
        const again = await this.replayed(shopId, pointId, key, requestHash, manager);
        if (again) return again;
      }
      await refuseClosedPeriod(manager, pointId);
      const { ticket } = priced;
      const record = await chain.append(
        {
          kind: 'ticket',
          totalTtc: ticket.totals.ttc,
          data: {
            lines: ticket.lines.map((line, index) => ({ ...line, ...ids(dto.lines[index]!) })),
            discount: ticket.discount,
            payments: ticket.payments,
            change: ticket.change,
            totals: ticket.totals,
            clientId: dto.clientId ?? null,
            takenAt: dto.takenAt ?? null,
          },
          userId,
          idempotencyKey: key ?? null,
          requestHash: key === undefined ? null : requestHash,
        },
        new Date(),
      );
      await this.moveStock(manager, point, dto.lines.map(ids), {
        direction: 'out',
        reference: record.reference,
        userId,
      });
      return recordView(record);
    });
  }

  /** A ticket cancelled: a new record with the ticket's amounts negated; the ticket stays as it was. */
  async cancel(
    ctx: RequestContext,
    pointId: number,
    sequence: number,
    dto: CancellationInputDto,
  ): Promise<TillRecordDto> {
    const { shopId, userId } = shopScope(ctx);
    const point = await salesPointOf(this.database.dataSource.manager, shopId, pointId);
    return this.database.transaction(async (manager) => {
      const chain = await TillChain.lock(manager, shopId, pointId);
      const ticket = await recordAt(manager, shopId, pointId, sequence);
      if (ticket.kind !== 'ticket') throw new ConflictException('till.notATicket');
      if (
        await manager.getRepository(TillRecord).existsBy({ salesPointId: pointId, cancelsSequence: sequence })
      )
        throw new ConflictException({
          message: 'till.alreadyCancelled',
          params: { reference: ticket.reference },
        });
      await refuseClosedPeriod(manager, pointId);
      const totals = cancellationTotals(totalsOf(ticket));
      const record = await chain.append(
        {
          kind: 'cancellation',
          totalTtc: totals.ttc,
          data: { cancels: sequence, cancelsReference: ticket.reference, totals, reason: dto.reason ?? '' },
          userId,
          cancelsSequence: sequence,
        },
        new Date(),
      );
      const lines = bodyOf<{ lines: StockLine[] }>(ticket).lines;
      await this.moveStock(manager, point, lines, { direction: 'back', reference: record.reference, userId });
      return recordView(record);
    });
  }

  /** A receipt printed again: the reprint is itself recorded, and its receipt says "duplicata". */
  async duplicate(ctx: RequestContext, pointId: number, sequence: number): Promise<TillRecordDto> {
    const { shopId, userId } = shopScope(ctx);
    await salesPointOf(this.database.dataSource.manager, shopId, pointId);
    return this.database.transaction(async (manager) => {
      const chain = await TillChain.lock(manager, shopId, pointId);
      const original = await recordAt(manager, shopId, pointId, sequence);
      if (original.kind !== 'ticket' && original.kind !== 'cancellation')
        throw new ConflictException('till.notATicket');
      const copies = await manager
        .getRepository(TillRecord)
        .createQueryBuilder('r')
        .where('r.salesPointId = :pointId AND r.kind = :kind', { pointId, kind: 'duplicate' })
        .getMany();
      const copy = copies.filter((r) => bodyOf<{ of: number }>(r).of === sequence).length + 1;
      const record = await chain.append(
        {
          kind: 'duplicate',
          totalTtc: 0,
          data: { of: sequence, ofReference: original.reference, copy },
          userId,
        },
        new Date(),
      );
      return { ...recordView(original), data: { ...bodyOf(original), duplicate: recordView(record).data } };
    });
  }

  /** The opening float, cash put in or taken out of the drawer. */
  async moveCash(ctx: RequestContext, pointId: number, dto: CashMoveInputDto): Promise<TillRecordDto> {
    const { shopId, userId } = shopScope(ctx);
    await salesPointOf(this.database.dataSource.manager, shopId, pointId);
    return this.database.transaction(async (manager) => {
      const chain = await TillChain.lock(manager, shopId, pointId);
      await refuseClosedPeriod(manager, pointId);
      const record = await chain.append(
        { kind: dto.kind, totalTtc: 0, data: { amount: dto.amount, reason: dto.reason ?? '' }, userId },
        new Date(),
      );
      return recordView(record);
    });
  }

  private async moveStock(
    manager: EntityManager,
    point: Parameters<typeof moveTicketStock>[1],
    lines: readonly StockLine[],
    move: Parameters<typeof moveTicketStock>[3],
  ): Promise<void> {
    const ledger = await moveTicketStock(manager, point, lines, move);
    for (const event of await ledger.events()) await this.events.publish(event);
  }

  private async replayed(
    shopId: number,
    pointId: number,
    key: string,
    requestHash: string,
    manager: EntityManager = this.database.dataSource.manager,
  ): Promise<TillRecordDto | null> {
    const first = await manager
      .getRepository(TillRecord)
      .findOneBy({ shopId, salesPointId: pointId, idempotencyKey: key });
    if (!first) return null;
    if (first.requestHash !== requestHash) throw new UnprocessableEntityException('till.keyReused');
    return recordView(first);
  }

  /** Each line at the sales point's unit price TTC, with the label the receipt prints. */
  private async priceLines(
    ctx: RequestContext,
    shopId: number,
    pointId: number,
    dto: TicketInputDto,
  ): Promise<TicketLineInput[]> {
    const [answer] = await this.pricing.price(ctx, {
      salesPointId: pointId,
      orders: [
        {
          sellerId: shopId,
          products: dto.lines.map((line, index) => ({
            idTmp: String(index),
            productId: String(line.productId),
            vintageName: line.vintageName ?? null,
            chosenFormat: { id: String(line.formatId) },
            quantity: line.quantity,
          })),
        },
      ],
    });
    if (!answer || answer.missing.length) throw new BadRequestException('error.productNotFound');
    const manager = this.database.dataSource.manager;
    const products = await manager
      .getRepository(Product)
      .findBy({ shopId, id: In(dto.lines.map((line) => line.productId)) });
    const formats = await manager
      .getRepository(ProductFormat)
      .findBy({ shopId, id: In(dto.lines.map((line) => line.formatId)) });
    return dto.lines.map((line, index) => {
      const priced = answer.lines.find((l) => l.idTmp === String(index));
      const product = products.find((p) => p.id === line.productId);
      const format = formats.find((f) => f.id === line.formatId);
      if (!priced || !product || !format) throw new BadRequestException('error.productNotFound');
      return {
        label: [product.name, line.vintageName, `(${formatLabel(format)})`].filter(Boolean).join(' '),
        quantity: line.quantity,
        unitTtc: priced.unitTtc,
        vatRate: priced.vatRate,
        discount: line.discount ?? 0,
      };
    });
  }
}

const ids = (line: TicketInputDto['lines'][number]): StockLine => ({
  productId: line.productId,
  formatId: line.formatId,
  vintageName: line.vintageName ?? null,
  quantity: line.quantity,
});

/** Once today's Z (or its month's or year's closure) is made, the till takes nothing more in it. */
async function refuseClosedPeriod(manager: EntityManager, pointId: number): Promise<void> {
  const closed = await manager.getRepository(TillRecord).findOne({
    where: { salesPointId: pointId, closureKey: In(periodsOfDay(parisDateOf(new Date()))) },
    order: { sequence: 'ASC' },
  });
  if (!closed) return;
  if (closed.closureKey!.startsWith('day:')) throw new ConflictException('till.dayClosed');
  throw new ConflictException({
    message: 'till.periodClosed',
    params: { period: closed.closureKey!.slice(closed.closureKey!.indexOf(':') + 1) },
  });
}

function ticketRefusal(failure: TicketFailure, ctx: RequestContext): HttpException {
  const money = (cents: number) => formatMoney(cents, ctx.locale);
  const params =
    failure.key === 'till.paymentBelowTotal'
      ? { total: money(failure.total), paid: money(failure.paid) }
      : failure.key === 'till.discountAboveLine'
        ? { line: failure.line }
        : undefined;
  return new HttpException({ message: failure.key, params }, HttpStatus.BAD_REQUEST);
}
