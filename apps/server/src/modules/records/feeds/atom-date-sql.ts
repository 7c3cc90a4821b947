import { sql, type SQL } from 'drizzle-orm';

/** A timestamp column as an Atom date (RFC 3339, UTC, whole seconds), whichever driver reads it. */
export const atomTimestamp = (column: SQL): SQL<string> => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
