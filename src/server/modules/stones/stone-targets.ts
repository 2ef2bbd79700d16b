import type { StoneTarget } from '../../../shared/contracts/stones/stone';
import type { Db } from '../../platform/db/database';
import { AppError, badInput } from '../../platform/errors';
import { getItem, getPreOrder } from '../production';

/** What stones are prepared for, through the production module's services. */

export interface TargetInput {
  readonly itemId: number | null;
  readonly preOrderId: number | null;
}

const refuseMissing = (field: 'itemId' | 'preOrderId') => (error: unknown) => {
  if (error instanceof AppError && error.status === 404) throw badInput({ [field]: field === 'itemId' ? 'stones.unknownItem' : 'stones.unknownOrder' });
  throw error;
};

/** The item or the order (exactly one is named: a 400 on both fields otherwise), with the words documents keep. */
export async function resolveTarget(executor: Db, input: TargetInput): Promise<StoneTarget> {
  if ((input.itemId === null) === (input.preOrderId === null)) throw badInput({ itemId: 'stones.itemOrOrder', preOrderId: 'stones.itemOrOrder' });
  if (input.itemId !== null) {
    const item = await getItem(executor, input.itemId).catch(refuseMissing('itemId'));
    return { kind: 'item', id: item.id, code: item.code, description: item.description };
  }
  const order = await getPreOrder(executor, input.preOrderId!).catch(refuseMissing('preOrderId'));
  const words = [order.customerName, order.designRef].filter((w) => w.trim() !== '').join(' · ');
  return { kind: 'pre_order', id: order.id, code: order.number, description: words };
}

/** The order an item is made for, if any (the item's own preparations come first when setting). */
export async function preOrderOfItem(executor: Db, itemId: number): Promise<number | null> {
  return (await getItem(executor, itemId)).preOrderId;
}
