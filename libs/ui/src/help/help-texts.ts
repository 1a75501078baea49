import type { Locale } from '@cuvee/kernel';
import type { RoiField } from './roi.js';

/** The help centre's own words (the articles and the news are content, in docs/help and CHANGELOG.md). */
export const helpTexts = {
  fr: {
    centre: "Centre d'aide",
    centreLead:
      'Des réponses pas à pas pour tenir votre domaine dans Cuvée : ventes, stock, douane, caisse, comptabilité.',
    searchLabel: 'Rechercher dans l’aide',
    searchPlaceholder: 'Ex. : facture, DRM, clôture de caisse…',
    results: (count: number) => (count === 1 ? '1 article' : `${count} articles`),
    noResult: (query: string) => `Aucun article ne contient « ${query} ». Essayez un mot plus court.`,
    loading: 'Chargement…',
    back: "Retour au centre d'aide",
    notFound: "Cet article n'existe pas (ou plus).",
    news: 'Nouveautés',
    newsLead: 'Ce qui a changé dans Cuvée, du plus récent au plus ancien.',
    roi: 'Simulateur de gains',
    roiLead:
      'Combien vous rapporte Cuvée en un an ? Indiquez vos chiffres : le calcul se fait dans votre navigateur, rien n’est envoyé.',
    roiYourFigures: 'Vos chiffres',
    roiYourGains: 'Ce que vous gagnez par an',
    roiTotal: 'Gain estimé par an',
    roiTime: (hours: string) => `Temps d'administratif gagné (${hours} h)`,
    roiMargin: (bottles: string) => `Marge gardée en vendant plus en direct (${bottles} bouteilles)`,
    roiErrors: (errors: string) => `Erreurs évitées (${errors} par an)`,
    roiFix: 'Corrigez les champs signalés pour voir le résultat.',
    roiHow: 'Comment est fait le calcul',
    roiAssumptions: (weeks: number, saved: number, points: number, avoided: number, cost: string) =>
      `Hypothèses : ${weeks} semaines travaillées par an, ${saved} % du temps d'administratif gagné, ${points} points de vente directe en plus, ${avoided} % des erreurs évitées, ${cost} par erreur.`,
    fields: {
      bottlesPerYear: ['Bouteilles vendues par an', '/an'],
      directSharePercent: ['Part vendue en direct', '%'],
      averagePrice: ['Prix moyen d’une bouteille en direct', '€ HT'],
      adminHoursPerWeek: ["Heures d'administratif par semaine", 'h'],
      hourlyCost: ['Coût d’une heure de travail', '€/h'],
      tradePricePercent: ['Prix payé par le négoce ou les cavistes, en % du prix direct', '%'],
      errorsPerMonth: ['Erreurs par mois (facture fausse, commande oubliée, écart de stock)', '/mois'],
    } satisfies Record<RoiField, [string, string]>,
  },
  en: {
    centre: 'Help centre',
    centreLead: 'Step-by-step answers to run your estate on Cuvée: sales, stock, customs, till, accounting.',
    searchLabel: 'Search the help',
    searchPlaceholder: 'E.g. invoice, DRM, till closure…',
    results: (count: number) => (count === 1 ? '1 article' : `${count} articles`),
    noResult: (query: string) => `No article contains “${query}”. Try a shorter word.`,
    loading: 'Loading…',
    back: 'Back to the help centre',
    notFound: 'This article does not exist (any more).',
    news: "What's new",
    newsLead: 'What changed in Cuvée, newest first.',
    roi: 'Gains simulator',
    roiLead:
      'What does Cuvée bring you in a year? Type in your figures: it is computed in your browser, nothing is sent.',
    roiYourFigures: 'Your figures',
    roiYourGains: 'What you gain a year',
    roiTotal: 'Estimated gain a year',
    roiTime: (hours: string) => `Admin time saved (${hours} h)`,
    roiMargin: (bottles: string) => `Margin kept by selling more direct (${bottles} bottles)`,
    roiErrors: (errors: string) => `Mistakes avoided (${errors} a year)`,
    roiFix: 'Correct the fields marked to see the result.',
    roiHow: 'How it is computed',
    roiAssumptions: (weeks: number, saved: number, points: number, avoided: number, cost: string) =>
      `Assumptions: ${weeks} working weeks a year, ${saved}% of the admin time saved, ${points} more points of direct sales, ${avoided}% of the mistakes avoided, ${cost} a mistake.`,
    fields: {
      bottlesPerYear: ['Bottles sold a year', '/year'],
      directSharePercent: ['Share sold direct', '%'],
      averagePrice: ['Average direct price of a bottle', '€ ex. VAT'],
      adminHoursPerWeek: ['Admin hours a week', 'h'],
      hourlyCost: ['Cost of an hour of work', '€/h'],
      tradePricePercent: ['Price the trade pays, in % of the direct price', '%'],
      errorsPerMonth: ['Mistakes a month (wrong invoice, missed order, stock gap)', '/month'],
    } satisfies Record<RoiField, [string, string]>,
  },
} satisfies Record<Locale, unknown>;
