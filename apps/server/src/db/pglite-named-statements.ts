import { type PGlite, protocol, type QueryOptions, type Results, types } from "@electric-sql/pglite";

/**
 * How many statements stay prepared at once. Drizzle builds the same text for the same query shape,
 * so a few hundred cover the app; shapes that vary (an IN list of varying length) push out the least
 * recently used instead of growing PGlite's memory without bound.
 */
const STATEMENT_LIMIT = 256;

interface NamedStatement {
  name: string;
  parameterTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number];

const { serialize, messages: backend } = protocol;

/**
 * A PGlite client whose parameterised queries run as named server-side statements. PGlite's own
 * query() parses, describes and plans the SQL again on every call, in six protocol rounds; that
 * costs several times the execution of a small indexed lookup. A named statement is parsed once,
 * PostgreSQL keeps its plan (choosing between custom and generic plans as it does for any driver's
 * prepared statements), and each call is one Bind/Execute/Sync round. Queries without parameters
 * (migrations, DDL, `select 1`) and transactions keep PGlite's own path.
 */
export function withNamedStatements(client: PGlite, statementLimit = STATEMENT_LIMIT): PGlite {
  // A Map keeps insertion order; a statement used again is moved to the end, so the first is the
  // least recently used.
  const statements = new Map<string, NamedStatement>();
  let counter = 0;

  async function prepare(sql: string, options: QueryOptions | undefined): Promise<NamedStatement> {
    const name = `fable_${++counter}`;
    const { messages } = await client.execProtocol(
      Buffer.concat([
        serialize.parse({ name, text: sql, types: options?.paramTypes }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement: NamedStatement = { name, parameterTypes: [], fields: [] };
    for (const message of messages) {
      if (message instanceof backend.ParameterDescriptionMessage)
        statement.parameterTypes = message.dataTypeIDs;
      if (message instanceof backend.RowDescriptionMessage)
        statement.fields = message.fields.map((field) => ({
          name: field.name,
          dataTypeID: field.dataTypeID,
        }));
    }
    if (statements.size >= statementLimit) {
      const [oldestSql, oldest] = statements.entries().next().value as [string, NamedStatement];
      statements.delete(oldestSql);
      await client.execProtocol(
        Buffer.concat([serialize.close({ type: "S", name: oldest.name }), serialize.sync()]),
        {
          syncToFs: false,
        },
      );
    }
    return statement;
  }

  function serialized(statement: NamedStatement, params: unknown[], options: QueryOptions | undefined) {
    return params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
  }

  // The same result shape as PGlite's query(): rows as arrays or objects, parsed by type. The parser
  // of each column is looked up once per result (merging PGlite's parsers for hundreds of types with
  // drizzle's few, as PGlite does on every query, took longer than a small query itself).
  function results<T>(
    statement: NamedStatement,
    messages: BackendMessage[],
    options: QueryOptions | undefined,
  ) {
    const { fields } = statement;
    const parsers = fields.map(
      ({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? client.parsers[dataTypeID],
    );
    const parse = (value: string | null, index: number) => {
      const type = fields[index]!.dataTypeID;
      const parser = parsers[index];
      if (value === null) return null;
      return parser ? parser(value, type) : types.parseType(value, type);
    };
    const rows: unknown[] = [];
    let affectedRows = 0;
    let rowCount: number | undefined;
    for (const message of messages) {
      if (message instanceof backend.DataRowMessage) {
        const values = message.fields.map(parse);
        rows.push(
          options?.rowMode === "array"
            ? values
            : Object.fromEntries(values.map((value, index) => [fields[index]!.name, value])),
        );
      } else if (message instanceof backend.CommandCompleteMessage) {
        const words = message.text.split(" ");
        const count = Number.parseInt(words.at(-1)!, 10);
        if (["INSERT", "UPDATE", "DELETE", "MERGE", "COPY"].includes(words[0]!)) affectedRows += count;
        if (!Number.isNaN(count)) rowCount = count;
      }
    }
    return { rows, fields, affectedRows, ...(rowCount === undefined ? {} : { rowCount }) } as Results<T>;
  }

  async function query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (params.length === 0 || options?.blob) return client.query<T>(sql, params, options);
    await client._checkReady();
    // The same two locks PGlite's query() takes, so a statement never runs inside another caller's
    // transaction or between the rounds of another query.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let statement = statements.get(sql);
        if (statement) statements.delete(sql);
        else statement = await prepare(sql, options);
        statements.set(sql, statement);
        const { messages } = await client.execProtocol(
          Buffer.concat([
            serialize.bind({ statement: statement.name, values: serialized(statement, params, options) }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        await client.syncToFs();
        return results<T>(statement, messages, options);
      }),
    );
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      const value = Reflect.get(target, property, target);
      // PGlite's methods use private fields, so they must run on the instance, not the proxy.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
