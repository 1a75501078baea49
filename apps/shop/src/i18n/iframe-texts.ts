/* The words of an embedded widget (/iframes/{id}): its cart bar, its events, its empty list. */

export const iframeFr = {
  cart: (count: number) => (count === 1 ? '1 article dans le panier' : `${count} articles dans le panier`),
  order: 'Commander',
  newTab: '(s’ouvre dans un nouvel onglet)',
  noProducts: 'Aucun produit à afficher pour le moment.',
  noEvents: 'Aucun événement en ligne pour le moment.',
  allEvents: '← Tous les événements',
};

export const iframeEn: typeof iframeFr = {
  cart: (count: number) => (count === 1 ? '1 item in the cart' : `${count} items in the cart`),
  order: 'Check out',
  newTab: '(opens in a new tab)',
  noProducts: 'No product to show for now.',
  noEvents: 'No online event for now.',
  allEvents: '← All events',
};
