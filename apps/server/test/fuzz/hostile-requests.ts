import fc from "fast-check";
import { multipartFile } from "../multipart.ts";
import { HUGE_CARDS, PIXEL_BOMBS } from "./hostile-text.ts";
import {
  EXTRA_FIELDS,
  HOSTILE_STRINGS,
  hostileValue,
  MEGABYTE,
  RAW_QUERY_VALUES,
  RAW_VALUES,
  RawJson,
} from "./hostile-values.ts";
import type { FuzzRoute, JsonSchema } from "./openapi-routes.ts";
import { type KnownIds, valueFor } from "./schema-values.ts";

/**
 * Who sends the request: the signed-in fuzzing user, a visitor, a well-formed token no session
 * has, or an Authorization header that is no bearer token the server issues.
 */
export type Caller = "owner" | "anonymous" | "forged token" | "basic auth" | "sql in bearer" | "huge bearer";

/** Text written into the URL as it is, without percent-encoding (traversal, broken escapes). */
export class RawUrlText {
  constructor(readonly text: string) {}
}

export type Body =
  | { kind: "structured"; value: unknown }
  | { kind: "raw"; contentType: string | undefined; payload: Buffer; label: string };

/** One generated request, printed compactly when fast-check reports it. */
export class FuzzCase {
  constructor(
    readonly caller: Caller,
    readonly pathValues: Record<string, unknown>,
    readonly query: unknown,
    readonly body: Body | undefined,
    /** The Accept-Language header; the server writes emails and replies in the language it names. */
    readonly language: string | undefined,
  ) {}

  [fc.toStringMethod]() {
    const body =
      this.body?.kind === "raw"
        ? `raw ${this.body.contentType ?? "(no content type)"}: ${this.body.label}`
        : describe(this.body?.value);
    const language = this.language === undefined ? "" : `, language: ${describe(this.language)}`;
    return `{ caller: ${this.caller}, path: ${describe(this.pathValues)}, query: ${describe(this.query)}, body: ${body}${language} }`;
  }
}

const PRINT_LIMIT = 80;

/** JSON-ish text of a value with long strings cut and raw pieces named, so a 1 MB input prints in a line. */
export function describe(value: unknown): string {
  if (value === undefined) return "undefined";
  if (value instanceof RawJson) return `raw(${value.label.slice(0, PRINT_LIMIT)})`;
  if (value instanceof RawUrlText) return `url(${value.text.slice(0, PRINT_LIMIT)})`;
  if (typeof value === "string")
    return value.length > PRINT_LIMIT
      ? `${JSON.stringify(value.slice(0, PRINT_LIMIT))}…(${value.length} chars)`
      : JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(describe).join(", ")}]`;
  if (value && typeof value === "object")
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${describe(item)}`)
      .join(", ")}}`;
  return String(value);
}

type Path = (string | number)[];

/** Every place inside a JSON value a hostile value can go, plus the schema's own top-level fields. */
function placesIn(value: unknown, schemaFields: string[]): Path[] {
  const places: Path[] = schemaFields.map((field) => [field]);
  const walk = (node: unknown, path: Path) => {
    if (Array.isArray(node))
      node.forEach((item, index) => {
        places.push([...path, index]);
        walk(item, [...path, index]);
      });
    else if (node && typeof node === "object" && !(node instanceof RawJson))
      for (const [key, item] of Object.entries(node)) {
        if (path.length > 0 || !schemaFields.includes(key)) places.push([...path, key]);
        walk(item, [...path, key]);
      }
  };
  walk(value, []);
  return places;
}

function copyWith(
  value: unknown,
  path: Path,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
) {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  change(parent, path[path.length - 1] as string | number);
  return copy;
}

/** A valid-shaped value, or that value with one field replaced, dropped or added, or something else entirely. */
export function mutated(
  valid: fc.Arbitrary<unknown>,
  schema: JsonSchema | undefined,
  hostile: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const fields = Object.keys(schema?.properties ?? {});
  const asObject = valid.map((value) => (value && typeof value === "object" ? value : {}));
  return fc.oneof(
    { arbitrary: valid, weight: 4 },
    {
      arbitrary: fc.tuple(asObject, fc.nat(), hostile).map(([value, choice, replacement]) => {
        const places = placesIn(value, fields);
        const path = places[choice % places.length] ?? ["fuzz"];
        return copyWith(value, path, (parent, key) => {
          parent[key] = replacement;
        });
      }),
      weight: 6,
    },
    {
      arbitrary: fc.tuple(asObject, fc.nat()).map(([value, choice]) => {
        const places = placesIn(value, []);
        const path = places[choice % places.length];
        if (!path) return value;
        return copyWith(value, path, (parent, key) => {
          if (Array.isArray(parent)) parent.splice(Number(key), 1);
          else delete parent[key];
        });
      }),
      weight: 1,
    },
    {
      arbitrary: fc.tuple(asObject, fc.constantFrom(...EXTRA_FIELDS)).map(([value, [key, extra]]) => ({
        ...value,
        [key]: extra,
      })),
      weight: 1,
    },
    { arbitrary: hostile, weight: 1 },
  );
}

/** A card the importer accepts, so a hostile file name travels past parsing into the stored bot. */
const SMALL_CARD = JSON.stringify({
  spec: "chara_card_v2",
  spec_version: "2.0",
  data: {
    name: "Fuzz Card",
    first_mes: "Hello there, traveller.",
    description: "A card sent by the fuzzer.",
  },
});

function multipartWithFileName(fileName: string, content: string): Body {
  const form = multipartFile("file", fileName, Buffer.from(content), "application/json");
  return {
    kind: "raw",
    contentType: form.headers["content-type"],
    payload: form.payload,
    label: `multipart file ${describe(fileName)} holding ${content === SMALL_CARD ? "a card" : content}`,
  };
}

const HOSTILE_FILE_NAMES = [
  "../../../../etc/passwd",
  "..\\..\\..\\card.png",
  "%2e%2e%2f%2e%2e%2fcard.json",
  "a\u0000.png",
  "<script>alert(1)</script>.png",
  `${"x".repeat(5_000)}.json`,
  "card.json\r\nContent-Type: text/html",
  "",
  ".",
  "/",
];

function raw(
  contentType: string | undefined,
  payload: string | Buffer,
  label = typeof payload === "string" ? payload : "bytes",
) {
  return {
    kind: "raw" as const,
    contentType,
    payload: typeof payload === "string" ? Buffer.from(payload) : payload,
    label,
  };
}

/** Whole bodies no client should send: broken JSON, wrong content types, bytes that are not UTF-8. */
const RAW_BODIES: readonly Body[] = [
  raw("application/json", '{"a":'),
  raw("application/json", '{"a":1,,}'),
  raw("application/json", ""),
  raw("application/json", "null"),
  raw("application/json", "[]"),
  raw("application/json", '"text"'),
  raw("application/json", "42"),
  raw("application/json", "NaN"),
  raw("application/json", "\ufeff{}"),
  raw("application/json", '{/* comment */ "a": 1}'),
  raw("application/json", '{"botId":"1","botId":"2"}'),
  raw(
    "application/json",
    Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
    "{<invalid UTF-8>}",
  ),
  raw("application/json", `[${"[".repeat(100_000)}${"]".repeat(100_000)}]`, "[ ×100000"),
  raw("application/json", `{"a":"${"A".repeat(MEGABYTE)}"}`, '{"a":"A"×1MB}'),
  raw("application/json; charset=utf-16", Buffer.from('{"a":1}', "utf16le"), '{"a":1} as UTF-16'),
  raw("application/json; charset=latin1", '{"a":"\u00e9"}'),
  raw("APPLICATION/JSON", "{}"),
  raw("application/json;;;", "{}"),
  raw("application/merge-patch+json", "{}"),
  raw("text/plain", "hello"),
  raw(
    "application/xml",
    "<?xml version='1.0'?><!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><x>&e;</x>",
  ),
  raw("application/x-www-form-urlencoded", "a=1&a=2&__proto__[isAdmin]=true&constructor[prototype][x]=1"),
  raw("multipart/form-data; boundary=x", "--x\r\ngarbage"),
  raw("multipart/form-data", "no boundary at all"),
  raw("application/octet-stream", Buffer.from([0, 1, 2, 255, 254, 0])),
  raw(undefined, "no content type"),
  ...[...HUGE_CARDS, ...PIXEL_BOMBS].map(({ label, bytes }) => {
    const form = multipartFile("file", "card.png", bytes);
    return raw(form.headers["content-type"], form.payload, `multipart ${label}`);
  }),
  ...PIXEL_BOMBS.map(({ label, bytes }) => raw("image/png", bytes, label)),
  ...HOSTILE_FILE_NAMES.flatMap((name) => [
    multipartWithFileName(name, "{}"),
    multipartWithFileName(name, SMALL_CARD),
  ]),
];

/** Query values: hostile text, repeated keys (arrays), broken percent escapes. */
function hostileQueryValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 5 },
    { arbitrary: fc.constantFrom(...RAW_QUERY_VALUES).map((text) => new RawUrlText(text)), weight: 2 },
    { arbitrary: fc.constantFrom(...RAW_VALUES), weight: 1 },
    { arbitrary: fc.array(fc.constantFrom("1", "2", "-1", "x"), { minLength: 2, maxLength: 3 }), weight: 1 },
  );
}

function hostilePathValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS.filter((text) => text.length < 200)),
    fc
      .constantFrom("../../etc/passwd", "..%2f..%2fetc%2fpasswd", "%00", "a/../../b", "%2e%2e/%2e%2e/")
      .map((text) => new RawUrlText(text)),
  );
}

function bodyFor(route: FuzzRoute, ids: KnownIds): fc.Arbitrary<Body | undefined> {
  if (route.method === "GET") return fc.constant(undefined);
  const rawBody = fc.constantFrom(...RAW_BODIES);
  if (!route.body) {
    // Multipart uploads and signed PUTs document no body: hostile wholes and hostile file names only.
    return fc.oneof(
      rawBody,
      fc.jsonValue({ maxDepth: 2 }).map((value): Body => ({ kind: "structured", value })),
    );
  }
  const structured = mutated(valueFor(route.body, ids), route.body, hostileValue()).map(
    (value): Body => ({ kind: "structured", value }),
  );
  return fc.oneof({ arbitrary: structured, weight: 5 }, { arbitrary: rawBody, weight: 1 });
}

function pathValuesFor(route: FuzzRoute, ids: KnownIds): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    Object.fromEntries(
      route.pathParameters.map((parameter) => [
        parameter.name,
        fc.oneof(
          { arbitrary: valueFor(parameter.schema, ids, parameter.name), weight: 2 },
          hostilePathValue(),
        ),
      ]),
    ),
  );
}

const LANGUAGES = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 6 },
  fc.constantFrom("zh-CN", "zh", "en-GB;q=0.5, zh;q=x", "../../etc/passwd", "*", "x".repeat(5_000)),
);

const CALLERS = fc.oneof(
  { arbitrary: fc.constant<Caller>("owner"), weight: 6 },
  { arbitrary: fc.constant<Caller>("anonymous"), weight: 2 },
  {
    arbitrary: fc.constantFrom<Caller>("forged token", "basic auth", "sql in bearer", "huge bearer"),
    weight: 1,
  },
);

/** The generator of hostile requests for one route, each drawing its ids from one scenario. */
export function fuzzCases(route: FuzzRoute, scenarios: KnownIds[]): fc.Arbitrary<FuzzCase> {
  return fc.constantFrom(...scenarios).chain((ids) => {
    const query = route.query
      ? mutated(valueFor(route.query, ids), route.query, hostileQueryValue())
      : fc.constant(undefined);
    return fc
      .tuple(CALLERS, pathValuesFor(route, ids), query, bodyFor(route, ids), LANGUAGES)
      .map(
        ([caller, pathValues, queryValue, body, language]) =>
          new FuzzCase(caller, pathValues, queryValue, body, language),
      );
  });
}
