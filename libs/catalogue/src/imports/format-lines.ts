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
 * vintages in two IN queries: what the products and price lists exports stream, with flat memory.
 */
export async function* formatLines(manager: EntityManager, shopId: number): AsyncGenerator<FormatLine> {
  const formats = keysetPages(
    (after, size) =>
      manager.getRepository(ProductFormat).find({
        where: { shopId, id: MoreThan(after) },
        order: { id: 'ASC' },
        take: size,
      }),
    (format) => format.id,
  );
  let page: ProductFormat[] = [];
  const flush = async function* () {
    const ids = [...new Set(page.map((format) => format.productId))];
    const [products, vintages] = await Promise.all([
      manager.getRepository(Product).findBy({ id: In(ids) }),
      manager.getRepository(Vintage).find({ where: { productId: In(ids) }, order: { position: 'ASC' } }),
    ]);
    const byId = new Map(products.map((product) => [product.id, product]));
    for (const format of page) {
      const product = byId.get(format.productId);
      if (!product) continue;
      const vintage = vintages.find((candidate) => candidate.productId === product.id)?.name ?? null;
      yield { format, product, vintage };
    }
    page = [];
  };
  for await (const format of formats) {
    page.push(format);
    if (page.length === 1000) yield* flush();
  }
  if (page.length) yield* flush();
}
