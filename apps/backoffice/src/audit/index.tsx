import { lazy } from 'react';

/** The settings section of the audit trail (owners); administrators read it on /admin. */
export const auditSettingsSections = {
  audit: lazy(() => import('./AuditSection')),
};

export { AuditEntries } from './AuditEntries';
