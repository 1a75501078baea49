/*
 * The accounting screens' texts (the FEC, the files for accounting programs and the journals), French
 * first; the English table has the same shape (checked by the back office's Texts type, which includes
 * this block as `accounting`).
 */

export const accountingFr = {
  codes: {
    title: 'Codes comptables',
  },
  exports: {
    title: 'Exports comptables',
    fec: 'Fichier des écritures comptables (FEC)',
    fecHint:
      "Le FEC d'une période d'un même exercice (par défaut l'exercice en cours), nommé SIRENFECAAAAMMJJ.txt, à remettre à l'administration fiscale ou à votre comptable.",
    from: 'Du',
    to: 'Au',
    separator: 'Séparateur',
    tab: 'Tabulation',
    pipe: 'Barre verticale (|)',
    download: 'Télécharger le FEC',
    downloaded: 'FEC téléchargé',
    software: 'Écritures pour le logiciel du comptable',
    softwareHint:
      "Les écritures d'une période d'un même exercice au format d'import du logiciel de votre comptable (texte Windows-1252), une ligne par ligne d'écriture.",
    program: 'Logiciel',
    programs: {
      quadra: 'Cegid Quadra (ASCII)',
      sage: 'Sage 100',
      ebp: 'EBP (ASCII)',
    },
    softwareDownload: 'Télécharger les écritures',
    softwareDownloaded: 'Écritures téléchargées',
  },
  journals: {
    title: 'Journaux',
    journal: 'Journal',
    number: 'Écriture',
    date: 'Date',
    piece: 'Pièce',
    account: 'Compte',
    aux: 'Compte auxiliaire',
    label: 'Libellé',
    debit: 'Débit',
    credit: 'Crédit',
    letter: 'Lettrage',
    search: 'Rechercher',
    names: { VE: 'Ventes', AC: 'Achats', BQ: 'Banque', CA: 'Caisse', OD: 'Opérations diverses' },
  },
};

export const accountingEn: typeof accountingFr = {
  codes: {
    title: 'Accounting codes',
  },
  exports: {
    title: 'Accounting exports',
    fec: 'Accounting entries file (FEC)',
    fecHint:
      'The FEC of a period inside one fiscal year (the current one by default), named SIRENFECAAAAMMJJ.txt, for the tax authorities or your accountant.',
    from: 'From',
    to: 'To',
    separator: 'Separator',
    tab: 'Tab',
    pipe: 'Pipe (|)',
    download: 'Download the FEC',
    downloaded: 'FEC downloaded',
    software: "Entries for the accountant's program",
    softwareHint:
      "The entries of a period inside one fiscal year in the import format of your accountant's program (Windows-1252 text), one line per entry line.",
    program: 'Program',
    programs: {
      quadra: 'Cegid Quadra (ASCII)',
      sage: 'Sage 100',
      ebp: 'EBP (ASCII)',
    },
    softwareDownload: 'Download the entries',
    softwareDownloaded: 'Entries downloaded',
  },
  journals: {
    title: 'Journals',
    journal: 'Journal',
    number: 'Entry',
    date: 'Date',
    piece: 'Voucher',
    account: 'Account',
    aux: 'Auxiliary account',
    label: 'Label',
    debit: 'Debit',
    credit: 'Credit',
    letter: 'Lettering',
    search: 'Search',
    names: { VE: 'Sales', AC: 'Purchases', BQ: 'Bank', CA: 'Cash', OD: 'Miscellaneous' },
  },
};
