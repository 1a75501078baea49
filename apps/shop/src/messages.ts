import { defineMessages } from '@cuvee/ui';

/** The texts of the shop's own screens (the shared pieces bring theirs from @cuvee/ui). */
export const messages = defineMessages(
  {
    title: 'Cuvée — boutique',
    productTag: 'boutique',
    eyebrow: 'Boutique en ligne',
    heading: 'Les boutiques des producteurs arrivent bientôt',
    intro:
      'Bientôt, vous découvrirez ici les domaines et leurs vins, vous remplirez votre panier et vous commanderez directement au producteur.',
    next: 'La boutique ouvre avec les prochaines étapes du projet.',
    featuresTitle: 'Ce qui vous attend',
    features: [
      {
        title: 'Les boutiques des domaines',
        text: 'Chaque producteur présente ses cuvées, ses millésimes et son histoire.',
      },
      {
        title: 'Panier et commande',
        text: 'Livraison ou retrait au domaine, paiement sécurisé, suivi de vos commandes.',
      },
      { title: 'Oenotourisme', text: 'Visites de caves, dégustations et événements à réserver en ligne.' },
    ],
    noticesTitle: 'Mentions obligatoires',
    // The two notices French law requires wherever alcohol is sold (spec §1): on every shop page.
    alcoholWarning: "L'abus d'alcool est dangereux pour la santé, à consommer avec modération.",
    minorsNotice: "La vente d'alcool est interdite aux mineurs de moins de 18 ans.",
    healthTitle: 'État du service',
  },
  {
    title: 'Cuvée — shop',
    productTag: 'shop',
    eyebrow: 'Online shop',
    heading: 'Producers’ shops are on their way',
    intro:
      'Soon you will discover wineries and their wines here, fill your cart and order straight from the producer.',
    next: 'The shop opens with the next steps of the project.',
    featuresTitle: 'What to expect',
    features: [
      { title: 'Winery shops', text: 'Each producer presents their wines, their vintages and their story.' },
      {
        title: 'Cart and checkout',
        text: 'Delivery or pick-up at the winery, secure payment, order tracking.',
      },
      { title: 'Wine tourism', text: 'Cellar visits, tastings and events to book online.' },
    ],
    noticesTitle: 'Legal notices',
    alcoholWarning: 'Alcohol abuse is dangerous for your health; drink in moderation.',
    minorsNotice: 'The sale of alcohol to minors under 18 is prohibited.',
    healthTitle: 'Service status',
  },
);
