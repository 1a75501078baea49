/*
 * The messages of the service's own monitoring (the /metrics scrape), kept apart from the main
 * catalogue (messages.ts spreads them in).
 */
export const OPERATIONS_FRENCH = {
  'metrics.credentialsMissing':
    "Les métriques demandent une authentification : envoyez le jeton (Bearer) ou l'identifiant (Basic) configuré",
  'metrics.credentialsWrong': 'Les identifiants envoyés pour lire les métriques ne sont pas les bons',
} as const;

export const OPERATIONS_ENGLISH: Record<keyof typeof OPERATIONS_FRENCH, string> = {
  'metrics.credentialsMissing':
    'The metrics need authentication: send the configured token (Bearer) or user and password (Basic)',
  'metrics.credentialsWrong': 'The credentials sent to read the metrics are not the right ones',
};
