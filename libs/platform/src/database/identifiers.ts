/** A table or column name quoted for SQLite's SQL (double quotes, doubled inside). */
export const quoteSqlite = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** A database, table or column name quoted for MySQL/MariaDB (backticks, doubled inside). */
export const quoteMysql = (name: string): string => `\`${name.replace(/`/g, '``')}\``;
