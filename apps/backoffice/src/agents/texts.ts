/*
 * The agent's page (/dashboard/agents/:id), the agent's own figures on their dashboard and the visits
 * of the day in « Mode tournée ». French first; the English table has the same shape (the back
 * office's Texts type includes it as `agentPage`).
 */

export const agentPageFr = {
  objectives: {
    title: 'Objectifs',
    hint: 'Les objectifs de l’agent qui touchent la période, leur avancement et ce qu’un rythme régulier aurait atteint aujourd’hui.',
    none: 'Aucun objectif sur cette période.',
    manage: 'Gérer les objectifs',
  },
  sales: {
    title: 'Ventes',
    hint: 'Les ventes dont l’agent est l’agent commercial (celui de la commande, sinon du client), avoirs déduits.',
    commission: 'Commission de la période',
    series: 'Chiffre d’affaires HT par mois',
  },
  portfolio: {
    title: 'Portefeuille',
    clients: 'Clients suivis',
    activeClients: 'Clients actifs (achat dans les 12 mois)',
    topClients: 'Premiers clients de la période',
    noTopClient: 'Aucune vente sur la période.',
    displayName: 'Client',
    city: 'Ville',
    lastOrderOn: 'Dernière commande',
    yearHt: 'CA HT de l’année',
    never: 'Jamais',
    empty: 'Aucun client n’est suivi par cet agent.',
  },
  mine: {
    title: 'Mes chiffres du mois',
    ht: 'Mes ventes HT',
    clients: 'Mes clients',
    activeClients: '{{count}} actifs sur 12 mois',
    commission: 'Ma commission',
  },
  visits: {
    title: 'Mes visites du jour',
    none: 'Aucune visite prévue aujourd’hui.',
    noClient: 'Sans client',
    map: 'Itinéraire',
    call: 'Appeler',
    mail: 'Écrire',
    lastOrders: 'Dernières commandes',
    noOrder: 'Aucune commande.',
    openQuotes: 'Devis en attente',
    validUntil: 'valable jusqu’au {{day}}',
    markDone: 'Visite faite',
    done: 'Faite',
    marked: 'Visite marquée comme faite',
  },
};

export const agentPageEn: typeof agentPageFr = {
  objectives: {
    title: 'Goals',
    hint: 'The agent’s goals that meet the period, how far they have come and what a steady pace would have reached today.',
    none: 'No goal in this period.',
    manage: 'Manage goals',
  },
  sales: {
    title: 'Sales',
    hint: 'Sales where this is the sales agent (the order’s, else the client’s), credit notes deducted.',
    commission: 'Commission of the period',
    series: 'Revenue excl. VAT by month',
  },
  portfolio: {
    title: 'Portfolio',
    clients: 'Clients followed',
    activeClients: 'Active clients (bought within 12 months)',
    topClients: 'Top clients of the period',
    noTopClient: 'No sale in the period.',
    displayName: 'Client',
    city: 'City',
    lastOrderOn: 'Last order',
    yearHt: 'Revenue this year excl. VAT',
    never: 'Never',
    empty: 'This agent follows no client.',
  },
  mine: {
    title: 'My figures this month',
    ht: 'My sales excl. VAT',
    clients: 'My clients',
    activeClients: '{{count}} active over 12 months',
    commission: 'My commission',
  },
  visits: {
    title: 'My visits today',
    none: 'No visit planned today.',
    noClient: 'No client',
    map: 'Directions',
    call: 'Call',
    mail: 'Email',
    lastOrders: 'Last orders',
    noOrder: 'No order.',
    openQuotes: 'Quotes awaiting an answer',
    validUntil: 'valid until {{day}}',
    markDone: 'Visit done',
    done: 'Done',
    marked: 'Visit marked as done',
  },
};
