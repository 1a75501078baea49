import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchUnreadCount } from '../api/messaging';
import { useTexts } from '../i18n';
import { useSessionUser } from '../session/session';

/*
 * The buyer's unread conversations (GET /v1/conversations/unread-count) for the header's badge and the
 * account menu, and the floating chat button of the frames (docs/shop-front.md, buyer's messaging).
 */

const UNREAD_CHANGED = 'cuvee:unread-changed';
/** The badge follows replies without a reload; a minute is soon enough (the back office's pace). */
const UNREAD_POLL_MS = 60_000;

/** Tells the badges to count again (a conversation was read or written to). */
export function unreadChanged(): void {
  window.dispatchEvent(new Event(UNREAD_CHANGED));
}

/** How many conversations the signed-in buyer has not read; 0 for anyone else. */
export function useUnreadCount(): number {
  const user = useSessionUser();
  const buyer = user?.role === 'buyer';
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!buyer) {
      setCount(0);
      return;
    }
    let live = true;
    const count = () =>
      void fetchUnreadCount().then(
        (n) => live && setCount(n),
        () => undefined,
      );
    // A hidden tab does not ask; it counts again as soon as it is shown.
    const whenShown = () => document.visibilityState === 'visible' && count();
    count();
    const poll = window.setInterval(whenShown, UNREAD_POLL_MS);
    window.addEventListener(UNREAD_CHANGED, count);
    document.addEventListener('visibilitychange', whenShown);
    return () => {
      live = false;
      window.clearInterval(poll);
      window.removeEventListener(UNREAD_CHANGED, count);
      document.removeEventListener('visibilitychange', whenShown);
    };
  }, [buyer]);
  return count;
}

/** The count as a small pill, nothing at 0. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTexts();
  if (count === 0) return null;
  return (
    <span className="unread-badge" aria-label={t.messaging.unread(count)}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The floating chat button (hidden on a phone by its CSS): on a shop's pages a buyer writes to that shop,
 * elsewhere to support; a visitor is invited to sign in; other roles write from the back office.
 */
export function ChatButton({
  shop,
  onSignIn,
}: {
  shop?: { id: number; name: string };
  onSignIn: () => void;
}) {
  const { t } = useTexts();
  const user = useSessionUser();
  if (user && user.role !== 'buyer') return null;
  const icon = (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M4 5h16v11H9l-5 4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
  if (!user)
    return (
      <button
        type="button"
        className="chat-button"
        title={t.messaging.chatSignIn}
        aria-label={t.messaging.chatSignIn}
        onClick={onSignIn}
      >
        {icon}
      </button>
    );
  const to = shop
    ? `/tickets?${new URLSearchParams({ new: 'shop', shopId: String(shop.id), shopName: shop.name })}`
    : '/tickets?new=support';
  return (
    <Link className="chat-button" to={to} title={t.messaging.chat} aria-label={t.messaging.chat}>
      {icon}
    </Link>
  );
}
