/* The primeur words of the shop front (the campaigns of a shop, a campaign's page, subscribing). */

export const primeurFr = {
  title: 'Vente en primeur',
  see: 'Souscrire',
  closesOn: (date: string) => `Souscriptions jusqu'au ${date}`,
  deliveryOn: (date: string) => `Livraison prévue : ${date}`,
  deliveryUnknown: 'Date de livraison à venir',
  price: (ttc: string, ht: string) => `${ttc} TTC la bouteille (${ht} HT)`,
  deposit: (percent: number) => `Acompte de ${percent} % à la souscription, solde à la livraison`,
  left: (n: number) =>
    n === 0
      ? 'Il ne vous reste aucune bouteille sur votre allocation'
      : `Votre allocation : ${n} bouteille(s) restante(s)`,
  subscribed: (n: number) => `Déjà souscrit : ${n} bouteille(s)`,
  quantity: 'Bouteilles',
  subscribe: 'Souscrire',
  done: (number: string, deposit: string) =>
    `Souscription ${number} enregistrée. Votre facture d'acompte ${deposit} est dans vos documents.`,
  seeDocuments: 'Voir mes documents',
  mine: 'Mes souscriptions',
  line: (number: string, n: number) => `${number} : ${n} bouteille(s)`,
  cancel: (number: string) => `Annuler ${number}`,
  cancelled: (number: string) =>
    `Souscription ${number} annulée : ses bouteilles reviennent sur votre allocation, le vendeur rembourse l'acompte par un avoir.`,
  cancelUntil: (date: string) => `Vous pouvez annuler une souscription ici jusqu'au ${date}`,
  askTheShop: 'Pour annuler une souscription, adressez-vous au vendeur',
  signIn: 'Connectez-vous avec votre compte client pour souscrire.',
};

export const primeurEn: typeof primeurFr = {
  title: 'En primeur sale',
  see: 'Subscribe',
  closesOn: (date: string) => `Subscriptions until ${date}`,
  deliveryOn: (date: string) => `Expected delivery: ${date}`,
  deliveryUnknown: 'Delivery date to come',
  price: (ttc: string, ht: string) => `${ttc} incl. VAT a bottle (${ht} excl. VAT)`,
  deposit: (percent: number) => `Deposit of ${percent} % at subscription, balance on delivery`,
  left: (n: number) =>
    n === 0 ? 'No bottle left on your allocation' : `Your allocation: ${n} bottle(s) left`,
  subscribed: (n: number) => `Already subscribed: ${n} bottle(s)`,
  quantity: 'Bottles',
  subscribe: 'Subscribe',
  done: (number: string, deposit: string) =>
    `Subscription ${number} recorded. Your deposit invoice ${deposit} is in your documents.`,
  seeDocuments: 'See my documents',
  mine: 'My subscriptions',
  line: (number: string, n: number) => `${number}: ${n} bottle(s)`,
  cancel: (number: string) => `Cancel ${number}`,
  cancelled: (number: string) =>
    `Subscription ${number} cancelled: its bottles go back to your allocation, the seller refunds the deposit with a credit note.`,
  cancelUntil: (date: string) => `You may cancel a subscription here until ${date}`,
  askTheShop: 'To cancel a subscription, ask the seller',
  signIn: 'Sign in with your client account to subscribe.',
};
