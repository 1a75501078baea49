/*
 * The iframes' texts (the widgets producers embed on their own sites, and their settings section), French
 * first; the English table has the same shape (checked by the back office's Texts type, which includes
 * this block as `iframes`).
 */

export const iframesFr = {
  menu: {
    add: 'Nouvelle iframe',
    edit: 'Modifier l’iframe',
  },
  kinds: {
    productList: 'Liste de produits',
    product: 'Un produit',
    events: 'Réservation d’événements',
  },
  modes: { light: 'Clair', dark: 'Sombre' },
  fields: {
    name: 'Nom',
    kind: 'Ce que montre l’iframe',
    products: 'Produits choisis',
    product: 'Produit',
    filter: 'Ou un filtre du catalogue',
    q: 'Mots',
    color: 'Couleur',
    appellation: 'Appellation',
    type: 'Type',
    event: 'Événement',
    origins: 'Sites autorisés',
    mode: 'Thème',
    accent: 'Couleur d’accent',
    font: 'Police',
    radius: 'Arrondi des angles (px)',
    showPrices: 'Afficher les prix',
    showStock: 'Afficher la disponibilité',
    enabled: 'Active',
    updatedAt: 'Modifiée le',
  },
  help: {
    products: 'Dans l’ordre choisi ; sans produit choisi, le filtre ci-dessous s’applique.',
    event: 'Sans événement choisi : tous les événements en ligne de la boutique.',
    eventNoAccess:
      'Sans accès à l’oenotourisme, l’iframe montre tous les événements en ligne de la boutique.',
    origins:
      'Un site par ligne : protocole, domaine et port, sans chemin (https://www.mon-domaine.fr). https://*.mon-domaine.fr autorise tous ses sous-domaines. Seuls ces sites peuvent afficher l’iframe.',
    noOrigin: 'Aucun site : l’iframe ne s’affichera nulle part tant que vous n’en ajoutez pas.',
  },
  sections: {
    content: 'Contenu',
    look: 'Apparence',
    sites: 'Sites autorisés',
    preview: 'Aperçu',
    snippet: 'Code à coller sur votre site',
  },
  preview: {
    sample: 'Cuvée des Demoiselles, millésime 2022',
    sampleDetail: 'Chinon rouge · 75 cl',
    price: '14,50 € TTC',
    inStock: 'En stock',
    add: 'Ajouter au panier',
  },
  snippet: {
    hint: 'Collez ce code dans une page de l’un des sites autorisés : l’iframe prend la largeur de la page et sa hauteur suit son contenu.',
    saveFirst: 'Enregistrez l’iframe pour obtenir son code.',
    copy: 'Copier le code',
    copied: 'Code copié',
    copyFailed: 'Copie impossible : le code est sélectionné, copiez-le avec Ctrl+C.',
    open: 'Ouvrir l’iframe',
  },
  settings: {
    intro:
      'Ce qu’une nouvelle iframe reçoit par défaut : les sites autorisés à l’afficher et son apparence. Les iframes existantes gardent les leurs.',
    saved: 'Réglages des iframes enregistrés',
    list: 'Vos iframes',
    none: 'Aucune iframe pour l’instant',
    moduleOff: 'Le module Iframes n’est pas activé : activez-le dans Modules pour créer des iframes.',
  },
  messages: {
    saved: 'Iframe enregistrée',
    deleted: 'Iframe supprimée',
  },
};

export const iframesEn: typeof iframesFr = {
  menu: {
    add: 'New iframe',
    edit: 'Edit the iframe',
  },
  kinds: {
    productList: 'List of products',
    product: 'One product',
    events: 'Event booking',
  },
  modes: { light: 'Light', dark: 'Dark' },
  fields: {
    name: 'Name',
    kind: 'What the iframe shows',
    products: 'Chosen products',
    product: 'Product',
    filter: 'Or a catalogue filter',
    q: 'Words',
    color: 'Colour',
    appellation: 'Appellation',
    type: 'Type',
    event: 'Event',
    origins: 'Allowed sites',
    mode: 'Theme',
    accent: 'Accent colour',
    font: 'Font',
    radius: 'Corner radius (px)',
    showPrices: 'Show prices',
    showStock: 'Show availability',
    enabled: 'Active',
    updatedAt: 'Updated',
  },
  help: {
    products: 'In the order chosen; with no product chosen, the filter below applies.',
    event: "With no event chosen: all of the shop's online events.",
    eventNoAccess: "Without access to wine tourism, the iframe shows all of the shop's online events.",
    origins:
      'One site per line: scheme, domain and port, no path (https://www.my-domain.com). https://*.my-domain.com allows all its subdomains. Only these sites may show the iframe.',
    noOrigin: 'No site: the iframe shows nowhere until you add one.',
  },
  sections: {
    content: 'Content',
    look: 'Look',
    sites: 'Allowed sites',
    preview: 'Preview',
    snippet: 'Code to paste on your site',
  },
  preview: {
    sample: 'Cuvée des Demoiselles, vintage 2022',
    sampleDetail: 'Chinon red · 75 cl',
    price: '€14.50 incl. VAT',
    inStock: 'In stock',
    add: 'Add to cart',
  },
  snippet: {
    hint: "Paste this code in a page of one of the allowed sites: the iframe takes the page's width and its height follows its content.",
    saveFirst: 'Save the iframe to get its code.',
    copy: 'Copy the code',
    copied: 'Code copied',
    copyFailed: 'Copy failed: the code is selected, copy it with Ctrl+C.',
    open: 'Open the iframe',
  },
  settings: {
    intro:
      'What a new iframe gets by default: the sites allowed to show it and its look. Existing iframes keep their own.',
    saved: 'Iframe settings saved',
    list: 'Your iframes',
    none: 'No iframe yet',
    moduleOff: 'The Iframes module is off: switch it on in Modules to create iframes.',
  },
  messages: {
    saved: 'Iframe saved',
    deleted: 'Iframe deleted',
  },
};
