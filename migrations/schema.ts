import { accountingEntities } from '@cuvee/accounting';
import { analyticsEntities } from '@cuvee/analytics';
import { billingEntities } from '@cuvee/billing';
import { catalogueEntities } from '@cuvee/catalogue';
import { crmEntities } from '@cuvee/crm';
import { customsEntities } from '@cuvee/customs';
import { iamEntities } from '@cuvee/iam';
import { marketingEntities } from '@cuvee/marketing';
import { messagingEntities } from '@cuvee/messaging';
import { storefrontEntities } from '@cuvee/storefront';
import { partnersEntities } from '@cuvee/partners';
import { platformEntities, type SchemaDefinition } from '@cuvee/platform';
import { primeurEntities } from '@cuvee/primeur';
import { purchasesEntities } from '@cuvee/purchases';
import { salesEntities } from '@cuvee/sales';
import { stockEntities } from '@cuvee/stock';
import { tillEntities } from '@cuvee/till';
import { reservationsEntities } from '@cuvee/reservations';
import { mysqlMigrations } from './mysql/index.js';
import { sqliteMigrations } from './sqlite/index.js';

/**
 * Every table of the product, one list for the api, the worker, the cli and the schema check.
 * A context that adds entities adds its list here, then runs `npm run db:generate -- Name`.
 */
export const entities = [...platformEntities, ...iamEntities, ...messagingEntities, ...storefrontEntities, ...catalogueEntities, ...crmEntities, ...stockEntities, ...reservationsEntities, ...salesEntities, ...billingEntities, ...purchasesEntities, ...primeurEntities, ...tillEntities, ...customsEntities, ...accountingEntities, ...analyticsEntities, ...marketingEntities, ...partnersEntities];

export const schema: SchemaDefinition = {
  entities,
  migrations: { mysql: mysqlMigrations, sqlite: sqliteMigrations },
};
