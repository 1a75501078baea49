import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { addDays, daysBetween, parisDateOf } from '@cuvee/kernel';
import { Database } from '@cuvee/platform';
import { MAX_SLOT_DAYS, slotsBetween, type Slot } from '../domain/schedule.js';
import { ReservationEvent } from '../events-catalogue/reservation-event.entity.js';
import { SlotLedger } from './slot-ledger.js';

/** A slot of one of the shop's events, with its places left. */
export interface BoardSlot {
  readonly eventId: number;
  readonly eventTitle: string;
  readonly capacity: number;
  readonly slot: Slot;
  readonly placesLeft: number;
}

/**
 * The slots of all the shop's events (online or not, archived ones left out) starting in [from, to),
 * with their places left: the back office's calendar shows them beside the bookings (libs/relays).
 */
@Injectable()
export class SlotBoard {
  constructor(
    private readonly database: Database,
    private readonly ledger: SlotLedger,
  ) {}

  async ofShop(shopId: number, from: Date, to: Date): Promise<BoardSlot[]> {
    const manager = this.database.dataSource.manager;
    const first = parisDateOf(from);
    const asked = parisDateOf(to);
    const last = daysBetween(first, asked) >= MAX_SLOT_DAYS ? addDays(first, MAX_SLOT_DAYS - 1) : asked;
    const events = await manager
      .getRepository(ReservationEvent)
      .find({ where: { shopId, archivedAt: IsNull() }, order: { id: 'ASC' } });
    const board: BoardSlot[] = [];
    for (const event of events) {
      const slots = slotsBetween(event.schedule, first, last).filter(
        (slot) => slot.start.getTime() >= from.getTime() && slot.start.getTime() < to.getTime(),
      );
      if (!slots.length) continue;
      const left = await this.ledger.placesLeft(
        manager,
        event,
        slots.map((slot) => slot.key),
      );
      for (const slot of slots)
        board.push({
          eventId: event.id,
          eventTitle: event.titleFr,
          capacity: event.capacity,
          slot,
          placesLeft: left.get(slot.key)!,
        });
    }
    return board.sort((a, b) => a.slot.start.getTime() - b.slot.start.getTime() || a.eventId - b.eventId);
  }
}
