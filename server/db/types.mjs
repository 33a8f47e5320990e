// The interface both database engines offer the rest of the backend: PGlite in this process
// (pglite.mjs) and a real PostgreSQL through a pool (postgres.mjs). Types only.

/** @typedef {Record<string, unknown>} Row one result row, by column name */

/**
 * @template {Row} [R=Row]
 * @typedef {{ rows: R[], rowCount: number }} QueryResult
 */

/**
 * One parameterised statement. A caller names the shape of the rows it selects by typing the
 * result it receives, e.g. `@type {QueryResult<{ id: string }>}`.
 * @typedef {<R extends Row = Row>(sql: string, params?: unknown[]) => Promise<QueryResult<R>>} Query
 */

/**
 * What runs statements: the database itself, or one transaction of it.
 * @typedef {{ query: Query, exec: (sql: string) => Promise<void> }} Queryable
 *   exec: a multi-statement script without parameters (migrations, the platform SQL)
 */

/**
 * @typedef {Queryable & {
 *   engine: 'pglite' | 'postgres',
 *   transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>,
 *   listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>,
 *   dump: (() => Promise<Blob>) | undefined,
 *   close: () => Promise<void>,
 * }} Database
 *   transaction: commits when `fn` resolves, rolls back when it throws;
 *   listen: calls `onPayload` with each NOTIFY on `channel` after its transaction commits, and
 *   resolves to the function that stops listening; dump: a tarball of PGlite's data directory
 */
