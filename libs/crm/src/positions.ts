import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { moveInOrder } from './domain/ordering.js';

/**
 * Moves one row of a shop's ordered list (pipeline stages, custom fields) to a position and renumbers
 * the list 0…n-1, inside the caller's transaction; only the rows whose position changes are written.
 */
export async function moveToPosition<T extends ObjectLiteral & { id: number; position: number }>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  shopId: number,
  movedId: number,
  position: number,
): Promise<void> {
  const repository = manager.getRepository(entity);
  const rows = await repository.find({
    where: { shopId } as unknown as FindOptionsWhere<T>,
    order: { position: 'ASC', id: 'ASC' } as never,
  });
  const order = moveInOrder(
    rows.map((row) => row.id),
    movedId,
    position,
  );
  for (const [index, id] of order.entries()) {
    if (rows.find((row) => row.id === id)?.position !== index) {
      await repository.update({ id } as FindOptionsWhere<T>, { position: index } as never);
    }
  }
}
