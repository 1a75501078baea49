import { In, MoreThan, type EntityManager } from 'typeorm';
import { keysetPages } from '@cuvee/platform';
import { ProductFormat } from '../products/format.entity.js';
import { Product } from '../products/product.entity.js';
import { Vintage } from '../products/vintage.entity.js';

/** A sale format with its product and the product's first vintage, as the exports write it. */
export interface FormatLine {
  format: ProductFormat;
  product: Product;
  /** The first vintage's name, null for a product without one. */
  vintage: string | null;
}

/**
 * The shop's formats in id order, read a page of 1 000 at a time (keysetPages), each page's products and
 * vintages in two IN queries with it: what the products and price lists exports stream, with flat memory.
 */
export async function* formatLines(manager: EntityManager, shopId: number): AsyncGenerator<FormatLine> {
  const lines = keysetPages(
    async (after, size) => {
      const formats = await manager.getRepository(ProductFormat).find({
        where: { shopId, id: MoreThan(after) },
        order: { id: 'ASC' },
        take: size,
      });
      const ids = [...new Set(formats.map((format) => format.productId))];
      const [products, vintages] = ids.length
        ? await Promise.all([
            manager.getRepository(Product).findBy({ id: In(ids) }),
            manager
              .getRepository(Vintage)
              .find({ where: { productId: In(ids) }, order: { position: 'ASC' } }),
          ])
        : [[], []];
      const byId = new Map(products.map((product) => [product.id, product]));
      return formats.map((format) => ({
        format,
        product: byId.get(format.productId),
        vintage: vintages.find((vintage) => vintage.productId === format.productId)?.name ?? null,
      }));
    },
    (line) => line.format.id,
  );
  for await (const { format, product, vintage } of lines) if (product) yield { format, product, vintage };
}
