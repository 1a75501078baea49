/*
 * The messages of the storefront (the builders' pages, the embeddable iframes and their settings), kept
 * apart from the main catalogue (messages.ts spreads them in) so the context adds its texts without
 * touching the others'.
 */
export const STOREFRONT_FRENCH = {
  'storefront.pageTitle': 'Donnez à la page un titre de 1 à {max} caractères',
  'storefront.tooManyPages': 'Une boutique compte au plus {max} pages',
  'storefront.tooManySections': 'Une page compte au plus {max} sections',
  'storefront.pageTooLong': 'La page est trop longue pour être enregistrée : raccourcissez ses textes',
  'storefront.sectionId':
    "La section n°{position} n'a pas d'identifiant court (lettres, chiffres, tirets) ou le partage avec une autre",
  'storefront.sectionChoice': 'Section n°{position} : "{field}" doit valoir l\'un de {choices}',
  'storefront.sectionText': 'Section n°{position} : "{field}" est un texte d\'au plus {max} caractères',
  'storefront.sectionScript':
    'Section n°{position} : le texte contient du code (script, iframe, formulaire ou attribut "on…") : retirez-le, rien n\'a été enregistré',
  'storefront.sectionImage': "Section n°{position} : l'image doit être une image déposée pour la boutique",
  'storefront.sectionLink':
    'Section n°{position} : le lien "{value}" doit être une page de la boutique (/…) ou une adresse http(s)',
  'storefront.sectionMapLink': 'Section n°{position} : le lien du plan "{value}" doit être une adresse https',
  'storefront.sectionCallToAction':
    "Section n°{position} : un bouton d'action a un libellé et un lien, ou ni l'un ni l'autre",
  'storefront.sectionCount': "Section n°{position} : le nombre d'éléments montrés va de 1 à {max}",
  'storefront.sectionProducts':
    'Section n°{position} : choisissez au plus {max} produits, chacun une fois (ou aucun pour suivre le filtre)',
  'storefront.placement':
    "Une page est l'accueil de la boutique (home), la page d'un onglet (tab et l'identifiant de l'onglet) ou n'est placée nulle part (none)",
  'storefront.placementTaken': 'La page "{title}" occupe déjà cette place : déplacez-la d\'abord',
  'storefront.emptyPage': 'Une page sans section ne peut pas être publiée',
  'storefront.nothingPublished':
    "Cette page n'a jamais été publiée : il n'y a pas de version publiée à retrouver",
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
  'storefront.pageTitle': 'Give the page a title of 1 to {max} characters',
  'storefront.tooManyPages': 'A shop has at most {max} pages',
  'storefront.tooManySections': 'A page has at most {max} sections',
  'storefront.pageTooLong': 'The page is too long to be saved: shorten its texts',
  'storefront.sectionId':
    'Section {position} has no short id (letters, digits, hyphens) or shares it with another one',
  'storefront.sectionChoice': 'Section {position}: "{field}" must be one of {choices}',
  'storefront.sectionText': 'Section {position}: "{field}" is a text of at most {max} characters',
  'storefront.sectionScript':
    'Section {position}: the text holds code (script, iframe, form or "on…" attribute): remove it; nothing was saved',
  'storefront.sectionImage': 'Section {position}: the picture must be one uploaded for the shop',
  'storefront.sectionLink':
    'Section {position}: the link "{value}" must be a page of the shop (/…) or an http(s) address',
  'storefront.sectionMapLink': 'Section {position}: the map link "{value}" must be an https address',
  'storefront.sectionCallToAction': 'Section {position}: a call to action has a label and a link, or neither',
  'storefront.sectionCount': 'Section {position}: the number of items shown is from 1 to {max}',
  'storefront.sectionProducts':
    'Section {position}: choose at most {max} products, each once (or none to follow the filter)',
  'storefront.placement':
    "A page is the shop's home (home), a tab's page (tab and the tab's id) or placed nowhere (none)",
  'storefront.placementTaken': 'The page "{title}" already holds this place: move it first',
  'storefront.emptyPage': 'A page without sections cannot be published',
  'storefront.nothingPublished': 'This page was never published: there is no published version to go back to',
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
};
