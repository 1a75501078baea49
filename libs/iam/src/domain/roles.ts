// The roles live in the kernel (permissions, one place); kept here so older imports keep working.
export { ROLES, type Role } from '@cuvee/kernel';
