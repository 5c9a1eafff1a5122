// Part of migration 0001 (frozen): column types chosen to mean the same on SQLite and PostgreSQL.
export const text = 'text' as const;
export const int = 'integer' as const;
export const real = 'double precision' as const;
