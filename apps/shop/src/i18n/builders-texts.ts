/* The words of a builder page as visitors see it (the editor's own are in builders/editor-texts.ts). */

export const buildersFr = {
  hours: "Horaires d'ouverture",
  map: 'Voir le plan',
  scriptHidden: 'Ce texte contient du code : il ne sera pas enregistré tel quel.',
};

export const buildersEn: typeof buildersFr = {
  hours: 'Opening hours',
  map: 'See the map',
  scriptHidden: 'This text holds code: it will not be saved as it is.',
};
