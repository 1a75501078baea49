/*
 * The messages of the storefront (embeddable iframes and their settings), kept apart from the main
 * catalogue (messages.ts spreads them in).
 */
export const STOREFRONT_FRENCH = {
  'storefront.originNotUrl':
    'Le site "{origin}" n\'est pas une adresse web : indiquez le protocole et le domaine (ex. https://www.mon-domaine.fr)',
  'storefront.originScheme': 'Le site "{origin}" doit commencer par https:// ou http://',
  'storefront.originPath':
    'Le site "{origin}" ne doit contenir ni chemin, ni paramètres, ni ancre : seulement le protocole, le domaine et le port (ex. https://www.mon-domaine.fr)',
  'storefront.originCredentials': 'Le site "{origin}" ne doit contenir ni identifiant ni mot de passe',
  'storefront.originWildcard':
    'Le site "{origin}" : le joker * remplace seulement un sous-domaine entier, devant un domaine (ex. https://*.mon-domaine.fr)',
  'storefront.tooManyOrigins': 'Une iframe accepte au plus {max} sites ({count} indiqués)',
  'storefront.themeMode': 'Le thème est clair ou sombre',
  'storefront.themeColour': "La couleur d'accent doit être écrite #rrggbb (ex. #7b1e3a)",
  'storefront.themeFont': "Cette police n'est pas proposée",
  'storefront.themeRadius': "L'arrondi des angles est un nombre entier de 0 à {max} px",
  'storefront.themeContrast':
    "La couleur d'accent se distingue trop peu du fond (contraste sous 3:1) : prenez-la plus foncée sur un thème clair, plus claire sur un thème sombre",
  'storefront.iframeKind':
    "Choisissez ce que montre l'iframe : une liste de produits, un produit ou des événements",
  'storefront.oneProduct': 'Une iframe "produit" montre exactement un produit : choisissez-le',
  'storefront.tooManyProducts': 'Une liste choisie compte au plus {max} produits',
  'storefront.badFilter':
    "Le filtre de produits porte seulement sur la couleur, l'appellation, le type ou des mots",
  'storefront.unknownProduct': "Le produit n°{id} n'existe pas dans votre catalogue",
  'storefront.unknownEvent': "L'événement n°{id} n'existe pas dans votre offre d'oenotourisme",
} as const;

export const STOREFRONT_ENGLISH: Record<keyof typeof STOREFRONT_FRENCH, string> = {
  'storefront.originNotUrl':
    'The site "{origin}" is not a web address: give the scheme and the domain (e.g. https://www.my-domain.com)',
  'storefront.originScheme': 'The site "{origin}" must start with https:// or http://',
  'storefront.originPath':
    'The site "{origin}" must hold no path, query or fragment: only the scheme, the domain and the port (e.g. https://www.my-domain.com)',
  'storefront.originCredentials': 'The site "{origin}" must hold no user name or password',
  'storefront.originWildcard':
    'The site "{origin}": the wildcard * only stands for a whole subdomain, before a domain (e.g. https://*.my-domain.com)',
  'storefront.tooManyOrigins': 'An iframe takes at most {max} sites ({count} given)',
  'storefront.themeMode': 'The theme is light or dark',
  'storefront.themeColour': 'The accent colour must be written #rrggbb (e.g. #7b1e3a)',
  'storefront.themeFont': 'This font is not offered',
  'storefront.themeRadius': 'The corner radius is a whole number from 0 to {max} px',
  'storefront.themeContrast':
    'The accent colour stands out too little from the background (contrast under 3:1): take a darker one on a light theme, a lighter one on a dark theme',
  'storefront.iframeKind': 'Choose what the iframe shows: a list of products, a product or events',
  'storefront.oneProduct': 'A "product" iframe shows exactly one product: choose it',
  'storefront.tooManyProducts': 'A chosen list holds at most {max} products',
  'storefront.badFilter': 'The product filter only takes the colour, the appellation, the type or words',
  'storefront.unknownProduct': 'Product no. {id} is not in your catalogue',
  'storefront.unknownEvent': 'Event no. {id} is not in your wine-tourism offer',
} as const;
