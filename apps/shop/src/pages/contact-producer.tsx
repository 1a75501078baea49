import { Link } from 'react-router-dom';
import { useTexts } from '../i18n';

/**
 * "Contacter le producteur" from an order or a booking: /tickets opens the conversation about it when there
 * is one, else a new one (kind shop) with the subject filled in.
 */
export function ContactProducer({
  shopId,
  shopName,
  aboutType,
  aboutId,
  aboutLabel,
}: {
  shopId: number;
  shopName?: string;
  aboutType: 'order' | 'booking';
  aboutId: number;
  aboutLabel: string;
}) {
  const { t } = useTexts();
  const query = new URLSearchParams({
    new: 'shop',
    shopId: String(shopId),
    ...(shopName ? { shopName } : {}),
    aboutType,
    aboutId: String(aboutId),
    aboutLabel,
  });
  return (
    <Link className="button button--ghost" to={`/tickets?${query}`}>
      {t.messaging.contact}
    </Link>
  );
}
