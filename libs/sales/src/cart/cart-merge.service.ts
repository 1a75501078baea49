import { Injectable } from '@nestjs/common';
import { UsersService } from '@cuvee/iam';
import type { RequestContext } from '@cuvee/platform';
import { mergeCarts, readCart } from '@cuvee/kernel';
import type { MergeCartDto, MergedCartDto } from './dto/cart.dto.js';

/**
 * At login the anonymous cart kept by the browser is merged into the account's (domain
 * mergeCarts: the account's orders first, quantities summed on the same line), saved on the user like
 * the front ends' debounced cart save (PUT /v1/users/me), and answered.
 */
@Injectable()
export class CartMergeService {
  constructor(private readonly users: UsersService) {}

  async merge(ctx: RequestContext, dto: MergeCartDto): Promise<MergedCartDto> {
    const me = await this.users.me(ctx);
    const merged = mergeCarts(readCart(me.cart), readCart({ orders: dto.orders }));
    const orders = merged.orders.map((order) => ({ ...order }) as unknown as Record<string, unknown>);
    await this.users.update(ctx, { cart: { orders, lastUpdated: new Date().toISOString() } }, true);
    return { orders };
  }
}
