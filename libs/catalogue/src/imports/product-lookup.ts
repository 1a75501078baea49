import { In, type EntityManager } from 'typeorm';
import { failure, type ValidationFailure } from '@cuvee/kernel';
import { gtinForms } from '../domain/gtin.js';
import { ProductFormat } from '../products/format.entity.js';
import { Product } from '../products/product.entity.js';
import { Vintage } from '../products/vintage.entity.js';

/*
 * How files name the shop's products and their sale formats — the one way imports find them (the
 * products import matches on it, the stock counts import resolves its rows with it): a product by its
 * exact name or its id, a format by its EAN (any GTIN form) or by container and volume (a 75 cl bottle
 * when the file says nothing), a vintage by its name. Every lookup works on a whole batch with a few IN
 * queries.
 */

/** A format's container and volume, as a products row gives them. */
export interface ContainerValues {
  container?: string;
  unity?: string;
  unityValue?: number;
}

/** What a file does not say about a format: a bottle of 0.75 litre. */
export function containerOf(values: ContainerValues): {
  container: string;
  unity: string;
  unityValue: number;
} {
  return {
    container: values.container ?? 'bottle',
    unity: values.unity ?? 'litre',
    unityValue: values.unityValue ?? 0.75,
  };
}

/** The identity of a format within its product: its container and volume. */
export function formatKey(productId: number, container: string, unity: string, unityValue: number): string {
  return `${productId}|${container}|${unity}|${unityValue}`;
}

/** The shop's products bearing these exact names, by name, oldest first (names need not be unique). */
export async function productsNamed(
  manager: EntityManager,
  shopId: number,
  names: readonly string[],
): Promise<Map<string, Product[]>> {
  const byName = new Map<string, Product[]>();
  const distinct = [...new Set(names)];
  if (distinct.length === 0) return byName;
  const found = await manager
    .getRepository(Product)
    .find({ where: { shopId, name: In(distinct) }, order: { id: 'ASC' } });
  // The engines compare names by their collation (MySQL ignores case): the file's spelling decides.
  for (const product of found) byName.set(product.name, [...(byName.get(product.name) ?? []), product]);
  return byName;
}

/** The shop's formats carrying one of these codes, written in any of its GTIN forms (8, 12, 13, 14 digits). */
export async function formatsWithCodes(
  manager: EntityManager,
  shopId: number,
  codes: readonly string[],
): Promise<ProductFormat[]> {
  const forms = [...new Set(codes.flatMap(gtinForms))];
  return forms.length ? manager.getRepository(ProductFormat).findBy({ shopId, ean: In(forms) }) : [];
}

/** How a row names a sale format; at least one of productId, name and ean. */
export interface FormatReference extends ContainerValues {
  productId?: number;
  name?: string;
  ean?: string;
  vintage?: string;
}

/** Which part of a reference a refusal is about. */
export type ReferencePart = 'productId' | 'name' | 'ean' | 'format' | 'vintage';

export interface FormatFound {
  product: Product;
  format: ProductFormat;
  /** The vintage the row names, null when it names none. */
  vintage: Vintage | null;
  /** The product's vintages in their order (the first is the default one). */
  vintages: Vintage[];
}

/** Why a reference designates no format: the part at fault (null: the reference as a whole) and the message. */
export interface FormatRefusal {
  part: ReferencePart | null;
  failure: ValidationFailure;
}

export type FormatMatch = FormatFound | FormatRefusal;

const sameVolume = (a: number, b: number) => Math.abs(a - b) < 1e-9;
const refusal = (part: ReferencePart | null, reason: ValidationFailure): FormatRefusal => ({
  part,
  failure: reason,
});
const notFound = (part: ReferencePart) => refusal(part, failure('error.productNotFound'));

/**
 * Resolves references to the shop's formats, in order. Identifiers that are given must agree (an EAN of
 * another product than the named one is refused); a name shared by several products is refused (give the
 * EAN or the id). Without an EAN or a container and volume, a product's only format is taken, else its
 * 75 cl bottle.
 */
export async function findFormats(
  manager: EntityManager,
  shopId: number,
  references: readonly FormatReference[],
): Promise<FormatMatch[]> {
  const withCode = await formatsWithCodes(
    manager,
    shopId,
    references.flatMap((reference) => (reference.ean ? [reference.ean] : [])),
  );
  const ids = new Set<number>(withCode.map((format) => format.productId));
  for (const reference of references) if (reference.productId) ids.add(reference.productId);
  const [byId, byName] = await Promise.all([
    ids.size
      ? manager.getRepository(Product).findBy({ shopId, id: In([...ids]) })
      : Promise.resolve([] as Product[]),
    productsNamed(
      manager,
      shopId,
      references.flatMap((reference) => (reference.name ? [reference.name] : [])),
    ),
  ]);
  const products = new Map(byId.map((product) => [product.id, product]));
  for (const named of byName.values()) for (const product of named) products.set(product.id, product);

  // First the product (and the format an EAN designates), then the formats and vintages of them all.
  const resolved = references.map((reference) => {
    const candidates: { part: ReferencePart; productId: number | null }[] = [];
    let coded: ProductFormat | null = null;
    if (reference.ean) {
      const forms = gtinForms(reference.ean);
      coded = withCode.find((format) => forms.includes(format.ean!)) ?? null;
      if (!coded) return notFound('ean');
      candidates.push({ part: 'ean', productId: coded.productId });
    }
    if (reference.productId) {
      if (!products.has(reference.productId)) return notFound('productId');
      candidates.push({ part: 'productId', productId: reference.productId });
    }
    if (reference.name) {
      const named = (byName.get(reference.name) ?? []).map((product) => product.id);
      const agreed = candidates.length ? named.filter((id) => id === candidates[0]!.productId) : named;
      if (named.length === 0) return notFound('name');
      if (agreed.length > 1) {
        return refusal('name', failure('catalogue.ambiguousProductName', { name: reference.name }));
      }
      candidates.push({ part: 'name', productId: agreed[0] ?? null });
    }
    if (candidates.length === 0) {
      return refusal(null, failure('catalogue.productReferenceNeeded'));
    }
    if (candidates.some((candidate) => candidate.productId !== candidates[0]!.productId)) {
      return refusal(null, failure('catalogue.referenceMismatch'));
    }
    return { reference, product: products.get(candidates[0]!.productId!)!, coded };
  });

  const productIds = [...new Set(resolved.flatMap((item) => ('product' in item ? [item.product.id] : [])))];
  const [formats, vintages] = productIds.length
    ? await Promise.all([
        manager
          .getRepository(ProductFormat)
          .find({ where: { productId: In(productIds) }, order: { position: 'ASC', id: 'ASC' } }),
        manager
          .getRepository(Vintage)
          .find({ where: { productId: In(productIds) }, order: { position: 'ASC', id: 'ASC' } }),
      ])
    : [[], []];

  return resolved.map((item): FormatMatch => {
    if (!('product' in item)) return item;
    const { reference, product, coded } = item;
    const own = formats.filter((format) => format.productId === product.id);
    let format: ProductFormat | undefined;
    if (coded) format = coded;
    else if (
      reference.container !== undefined ||
      reference.unity !== undefined ||
      reference.unityValue !== undefined ||
      own.length !== 1
    ) {
      const wanted = containerOf(reference);
      format = own.find(
        (candidate) =>
          candidate.container === wanted.container &&
          candidate.unity === wanted.unity &&
          sameVolume(candidate.unityValue, wanted.unityValue),
      );
    } else format = own[0];
    if (!format) return refusal('format', failure('catalogue.unknownFormat'));
    const productVintages = vintages.filter((vintage) => vintage.productId === product.id);
    let vintage: Vintage | null = null;
    if (reference.vintage) {
      vintage = productVintages.find((candidate) => candidate.name === reference.vintage) ?? null;
      if (!vintage) return refusal('vintage', failure('catalogue.unknownVintage'));
    }
    return { product, format, vintage, vintages: productVintages };
  });
}
