import { ConflictException, Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { upsertRow } from '@cuvee/platform';
import type { Slot } from '../domain/schedule.js';
import type { ReservationEvent } from '../events-catalogue/reservation-event.entity.js';
import { ReservationSlot } from './reservation-slot.entity.js';

/**
 * The places of the slots (ADR 0034). Taking places is ONE conditional UPDATE whose WHERE holds the
 * invariant (taken never above capacity) and whose affected-row count says whether it held: no
 * read-then-write, so concurrent checkouts on both engines can never take more places than there are.
 */
@Injectable()
export class SlotLedger {
  /** Places left in each slot key of an event, read outside any lock (for display and pre-checks). */
  async placesLeft(
    manager: EntityManager,
    event: Pick<ReservationEvent, 'id' | 'capacity'>,
    keys: readonly string[],
  ): Promise<Map<string, number>> {
    const rows = keys.length
      ? await manager.getRepository(ReservationSlot).findBy({ eventId: event.id, slotKey: In([...keys]) })
      : [];
    const left = new Map(keys.map((key) => [key, event.capacity]));
    for (const row of rows) left.set(row.slotKey, Math.max(0, row.capacity - row.taken));
    return left;
  }

  /** Takes `persons` places in the slot inside the caller's transaction, or throws a 409 "maximum reached". */
  async take(
    manager: EntityManager,
    event: Pick<ReservationEvent, 'id' | 'shopId' | 'capacity'>,
    slot: Slot,
    persons: number,
  ): Promise<void> {
    const row = await upsertRow(
      manager,
      ReservationSlot,
      { eventId: event.id, slotKey: slot.key },
      { shopId: event.shopId, startsAt: slot.start, endsAt: slot.end, capacity: event.capacity, taken: 0 },
    );
    const result = await manager
      .createQueryBuilder()
      .update(ReservationSlot)
      .set({ taken: () => `taken + ${Number(persons)}` })
      .where('id = :id AND taken + :persons <= capacity', { id: row.id, persons })
      .execute();
    if (result.affected !== 1) throw new ConflictException({ message: 'cart.slotMaxReached' });
  }

  /** Gives places back (a cancelled booking or order). */
  async release(manager: EntityManager, eventId: number, slotKey: string, persons: number): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(ReservationSlot)
      .set({
        taken: () => `CASE WHEN taken >= ${Number(persons)} THEN taken - ${Number(persons)} ELSE 0 END`,
      })
      .where('eventId = :eventId AND slotKey = :slotKey', { eventId, slotKey })
      .execute();
  }
}
