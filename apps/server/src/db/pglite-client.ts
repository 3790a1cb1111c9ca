import {
  parse,
  protocol,
  types,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { isPreparable, withMembers } from './prepared';

/*
 * The client Drizzle gets on PGlite (docs/performance.md#pglite-per-statement). PGlite runs in
 * this process's one thread, so what a statement costs in JavaScript and in PostgreSQL's
 * parse-and-plan is paid by every request waiting behind it. Two costs go:
 *
 * - Drizzle hands the same nine parsers to every query (dates, times and their arrays come back
 *   as the text PostgreSQL sent), and PGlite merged them into its own ~320 parsers each time. The
 *   instance gets them once; the queries go without. The rows are the same.
 * - PGlite parses and plans every statement again (six calls into PostgreSQL, and planning asks
 *   the file system for the size of each table and index the statement may read). Outside a
 *   transaction, a statement is prepared once by name, as node-postgres does for named queries,
 *   and each run is one call: bind, describe, execute, sync. PostgreSQL's plan cache then decides,
 *   as for any prepared statement, between a plan for the values and a generic plan.
 */

const asText = (value: string) => value;

/** The types Drizzle reads as text, as its PGlite driver lists them. */
const READ_AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/** How many prepared statements an instance keeps (the least recently used are closed). */
const MAX_STATEMENTS = 300;

type Query = PGlite['query'];

interface Prepared {
  name: string;
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Statements prepared by name on `client`, by their text, least recently used first. */
function createStatementCache(client: PGlite) {
  const statements = new Map<string, Prepared>();
  let counter = 0;
  const send = (parts: Uint8Array[]) =>
    client.execProtocolStream(concat([...parts, protocol.serialize.sync()]), { syncToFs: false });

  async function prepared(text: string): Promise<Prepared> {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `care_${++counter}`;
    const { serialize } = protocol;
    const described = await send([
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
    ]);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    if (statements.size > MAX_STATEMENTS) {
      const [oldest, { name: closed }] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldest);
      await send([serialize.close({ type: 'S', name: closed })]);
    }
    return statement;
  }

  function values(statement: Prepared, params: unknown[]): (string | null)[] {
    return params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[statement.paramTypes[index] ?? -1];
      return serializer ? serializer(value) : String(value);
    });
  }

  /** Runs `text` as a prepared statement: PGlite's `query`, without the parse and the plan. */
  return async function run<T>(text: string, params: unknown[], options?: QueryOptions) {
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const statement = await prepared(text);
        const { serialize } = protocol;
        const messages = await send([
          serialize.bind({ statement: statement.name, values: values(statement, params) }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
        ]);
        await client.syncToFs();
        return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
      }),
    );
  };
}

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _sameAsTheInstance, ...rest } = options;
  return rest;
}

/** `target.query`, without the per-query parsers (the instance already has them). */
function leanQuery(target: Pick<PGlite, 'query'>): Query {
  return (query, params, options) => target.query(query, params, withoutParsers(options));
}

function leanTransaction(tx: Transaction): Transaction {
  return withMembers(tx, { query: leanQuery(tx) });
}

/**
 * The client to give Drizzle: `client` (ready) with Drizzle's parsers installed once, whose
 * queries outside a transaction run as prepared statements and whose transactions' queries leave
 * the per-query parsers out. Everything else is `client`.
 */
export function drizzleClient(client: PGlite): PGlite {
  for (const type of READ_AS_TEXT) client.parsers[type] = asText;
  const run = createStatementCache(client);
  const lean = leanQuery(client);
  const query: Query = (text, params, options) =>
    isPreparable(text) && !options?.blob
      ? run(text, params ?? [], withoutParsers(options))
      : lean(text, params, options);
  return withMembers(client, {
    query,
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => callback(leanTransaction(tx))),
  });
}
