/*
 * The audit trail screen's texts, French first; the English table has the same shape (checked by the
 * back office's Texts type, which includes this block as `audit`). `actions` follows the dotted codes
 * the API records (docs/operations/audit.md), so `audit.actions.<code>` names each.
 */

export const auditFr = {
  title: 'Journal d’audit',
  help: 'Qui a consulté, exporté, modifié ou supprimé quoi : chaque ligne est écrite une fois et ne peut plus être changée.',
  empty: 'Aucune action enregistrée pour l’instant',
  fields: {
    at: 'Date',
    action: 'Action',
    actor: 'Par',
    actorKind: 'Type d’auteur',
    actorUserId: 'N° d’utilisateur',
    target: 'Objet',
    targetType: 'Type d’objet',
    targetId: 'N° de l’objet',
    shopId: 'N° de boutique',
    clientIp: 'Adresse IP',
    details: 'Détails',
    since: 'Depuis le',
    until: 'Jusqu’au',
    outcome: 'Résultat',
  },
  actorKinds: {
    user: 'Utilisateur',
    apiKey: 'Clé d’API',
    cli: 'Ligne de commande',
  },
  actor: {
    user: 'Utilisateur n° {{id}} ({{role}})',
    apiKey: 'Clé d’API n° {{id}}',
    cli: 'Commande lancée par {{name}}',
  },
  outcomes: { success: 'Réussie', failure: 'Échouée' },
  fieldsChanged: 'Champs : {{fields}}',
  rows: '{{count}} ligne(s) affichée(s)',
  platform: 'Plateforme',
  export: 'Exporter (CSV)',
  actions: {
    audit: { export: 'Journal d’audit exporté' },
    clients: {
      list: 'Liste des clients consultée',
      view: 'Fiche client consultée',
      create: 'Client créé',
      update: 'Client modifié',
      delete: 'Client supprimé',
      merge: 'Clients fusionnés',
      prospection: 'Prospects consultés',
    },
    exports: { create: 'Export lancé' },
    imports: { create: 'Import lancé', confirm: 'Import confirmé', revert: 'Import annulé' },
    sync: { run: 'Synchronisation par l’API' },
    settings: {
      update: 'Informations de la boutique modifiées',
      billing: { update: 'Paramètres de facturation modifiés' },
      accounting: { update: 'Paramètres comptables modifiés' },
      sales: { update: 'Paramètres de vente modifiés' },
      marketing: { update: 'Paramètres des campagnes modifiés' },
      customs: { update: 'Profil douanier modifié' },
    },
    collaborators: { create: 'Collaborateur invité', permissions: 'Collaborateur ou permissions modifiés' },
    agents: { link: 'Agent rattaché', update: 'Agent modifié' },
    apiKeys: { create: 'Clé d’API créée', revoke: 'Clé d’API révoquée' },
    webhooks: { create: 'Webhook créé', update: 'Webhook modifié', delete: 'Webhook supprimé' },
    invoices: { issue: 'Facture émise' },
    depositInvoices: { issue: 'Facture d’acompte émise' },
    creditNotes: { issue: 'Avoir émis' },
    accounting: {
      fec: { export: 'FEC téléchargé' },
      journal: { export: 'Journaux comptables exportés' },
    },
    stock: { movements: { export: 'Mouvements de stock exportés' } },
    account: { password: 'Mot de passe changé' },
    maintenance: { toggle: 'Maintenance modifiée' },
    admin: {
      shop: { block: 'Boutique bloquée', unblock: 'Boutique débloquée' },
      user: { create: 'Administrateur créé', block: 'Compte bloqué', unblock: 'Compte débloqué' },
    },
    marketing: {
      lists: { import: 'Clients ajoutés à une liste par fichier' },
      campaigns: { send: 'Campagne envoyée' },
    },
    privacy: { export: 'Données personnelles exportées', erase: 'Données personnelles effacées' },
  },
};

export const auditEn: typeof auditFr = {
  title: 'Audit trail',
  help: 'Who viewed, exported, changed or deleted what: each line is written once and can never be changed.',
  empty: 'No action recorded yet',
  fields: {
    at: 'Date',
    action: 'Action',
    actor: 'By',
    actorKind: 'Kind of actor',
    actorUserId: 'User no.',
    target: 'Target',
    targetType: 'Kind of target',
    targetId: 'Target no.',
    shopId: 'Shop no.',
    clientIp: 'IP address',
    details: 'Details',
    since: 'From',
    until: 'Until',
    outcome: 'Outcome',
  },
  actorKinds: {
    user: 'User',
    apiKey: 'API key',
    cli: 'Command line',
  },
  actor: {
    user: 'User no. {{id}} ({{role}})',
    apiKey: 'API key no. {{id}}',
    cli: 'Command run by {{name}}',
  },
  outcomes: { success: 'Succeeded', failure: 'Failed' },
  fieldsChanged: 'Fields: {{fields}}',
  rows: '{{count}} row(s) shown',
  platform: 'Platform',
  export: 'Export (CSV)',
  actions: {
    audit: { export: 'Audit trail exported' },
    clients: {
      list: 'Client list viewed',
      view: 'Client record viewed',
      create: 'Client created',
      update: 'Client changed',
      delete: 'Client deleted',
      merge: 'Clients merged',
      prospection: 'Prospects viewed',
    },
    exports: { create: 'Export started' },
    imports: { create: 'Import started', confirm: 'Import confirmed', revert: 'Import reverted' },
    sync: { run: 'Sync through the API' },
    settings: {
      update: 'Shop details changed',
      billing: { update: 'Billing settings changed' },
      accounting: { update: 'Accounting settings changed' },
      sales: { update: 'Sales settings changed' },
      marketing: { update: 'Campaign settings changed' },
      customs: { update: 'Customs profile changed' },
    },
    collaborators: { create: 'Collaborator invited', permissions: 'Collaborator or permissions changed' },
    agents: { link: 'Agent linked', update: 'Agent changed' },
    apiKeys: { create: 'API key created', revoke: 'API key revoked' },
    webhooks: { create: 'Webhook created', update: 'Webhook changed', delete: 'Webhook deleted' },
    invoices: { issue: 'Invoice issued' },
    depositInvoices: { issue: 'Deposit invoice issued' },
    creditNotes: { issue: 'Credit note issued' },
    accounting: {
      fec: { export: 'FEC downloaded' },
      journal: { export: 'Accounting journals exported' },
    },
    stock: { movements: { export: 'Stock movements exported' } },
    account: { password: 'Password changed' },
    maintenance: { toggle: 'Maintenance changed' },
    admin: {
      shop: { block: 'Shop blocked', unblock: 'Shop unblocked' },
      user: { create: 'Administrator created', block: 'Account blocked', unblock: 'Account unblocked' },
    },
    marketing: {
      lists: { import: 'Clients added to a list from a file' },
      campaigns: { send: 'Campaign sent' },
    },
    privacy: { export: 'Personal data exported', erase: 'Personal data erased' },
  },
};

/** Every action code the screen names, for the action filter: the dotted paths of `actions`. */
export function actionCodes(actions: object = auditFr.actions, prefix = ''): string[] {
  return Object.entries(actions).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : actionCodes(value as object, `${prefix}${key}.`),
  );
}
