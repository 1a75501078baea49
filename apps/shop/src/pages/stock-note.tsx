import type { Format } from '../api/catalogue';
import { useTexts } from '../i18n';

/** "En stock" / "Rupture de stock", with the quantity when the shop shows it (ADR 0012). */
export function StockNote({
  stock,
  available = null,
}: {
  stock: Format['stock'];
  available?: number | null;
}) {
  const { t } = useTexts();
  if (stock === null) return null;
  return (
    <span className={`stock stock--${stock === 'inStock' ? 'in' : 'out'}`}>
      {stock === 'inStock' ? t.stock.inStock : t.stock.outOfStock}
      {available !== null && available > 0 && <> · {t.stock.available(available)}</>}
    </span>
  );
}
