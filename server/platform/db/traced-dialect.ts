// With tracing on, each statement the platform runs is a span of the request's trace, named by its
// kind and table (`SELECT reservations`, `INSERT outbox`, `BEGIN`), never by its text or values.
// Kysely has no hook around execution, so the dialect's driver is wrapped: every connection it
// hands out runs its queries inside a client span. One wrapper serves SQLite and PostgreSQL.
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryResult,
  TransactionSettings,
} from 'kysely';

type DbSystem = 'sqlite' | 'postgresql';

const KINDS: Record<string, string> = {
  SelectQueryNode: 'SELECT',
  InsertQueryNode: 'INSERT',
  UpdateQueryNode: 'UPDATE',
  DeleteQueryNode: 'DELETE',
  MergeQueryNode: 'MERGE',
};

/** `SELECT reservations`: the statement's kind and, when the query names one, its first table. */
export function statementName(query: CompiledQuery): string {
  const node = query.query as unknown as Record<string, unknown>;
  const kind = KINDS[String(node.kind)];
  if (!kind) return firstWord(query.sql);
  const table = tableOf(node);
  return table ? `${kind} ${table}` : kind;
}

function firstWord(text: string): string {
  const word = /^\s*([A-Za-z]+)/.exec(text)?.[1];
  return word ? word.toUpperCase() : 'QUERY';
}

function tableOf(node: Record<string, unknown>): string | undefined {
  const from = node.from as { froms?: unknown[] } | undefined;
  const target = from?.froms?.[0] ?? node.into ?? node.table;
  const named = target as
    { kind?: string; table?: { identifier?: { name?: string } }; node?: unknown } | undefined;
  if (named?.kind === 'AliasNode') return tableOf({ table: named.node });
  const name = named?.table?.identifier?.name;
  return typeof name === 'string' && /^[a-z_][a-z0-9_]*$/i.test(name) ? name : undefined;
}

class TracedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly system: DbSystem,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const name = statementName(compiledQuery);
    return trace.getTracer('longstay-platform', '1').startActiveSpan(
      name,
      {
        kind: SpanKind.CLIENT,
        attributes: { 'db.system.name': this.system, 'db.operation.name': name.split(' ')[0] },
      },
      async (span) => {
        try {
          return await this.inner.executeQuery<R>(compiledQuery);
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR });
          span.setAttribute('error.type', error instanceof Error ? error.name : 'error');
          throw error;
        } finally {
          span.end();
        }
      },
    );
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number) {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

const unwrap = (connection: DatabaseConnection) =>
  connection instanceof TracedConnection ? connection.inner : connection;

class TracedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly system: DbSystem,
  ) {}
  init() {
    return this.inner.init();
  }
  async acquireConnection() {
    return new TracedConnection(await this.inner.acquireConnection(), this.system);
  }
  // The transaction statements run through the traced connection: BEGIN and COMMIT are spans too.
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }
  // The driver releases the connection it made (pg's is found by a private symbol on it).
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(unwrap(connection));
  }
  destroy() {
    return this.inner.destroy();
  }
}

export function tracedDialect(dialect: Dialect, system: DbSystem): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new TracedDriver(dialect.createDriver(), system),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
