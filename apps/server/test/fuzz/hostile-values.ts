import fc from "fast-check";
import { LONG_RUNS } from "./hostile-text.ts";

/**
 * JSON text spliced verbatim into a generated body: what JSON.stringify cannot write (numbers past
 * double range, nesting deeper than its recursion, duplicate keys, bytes that are not UTF-8).
 */
export class RawJson {
  constructor(
    readonly bytes: Buffer,
    readonly label: string,
  ) {}

  static text(text: string, label = text) {
    return new RawJson(Buffer.from(text, "utf8"), label);
  }
}

/** One megabyte: a string this long cannot fit the server's 1 MB body limit once quoted. */
export const MEGABYTE = 1024 * 1024;
const OVER_BODY_LIMIT = "A".repeat(MEGABYTE);
/** Fits the body limit, so it reaches the schema's maxLength checks (and anything that forgets one). */
const JUST_UNDER_BODY_LIMIT = "B".repeat(MEGABYTE - 4096);

const SQL = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "1' UNION SELECT password_hash FROM users --",
  "\\'; select pg_sleep(5); --",
  "%_%",
  "$1",
  "';--",
];
const MARKUP = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literally
  "{{7*7}}${7*7}<%= 7*7 %>",
];
const PATHS = [
  "../../../../etc/passwd",
  "..\\..\\..\\windows\\win.ini",
  "/uploads/../../etc/passwd",
  "/uploads/avatars/..%2f..%2f..%2fetc%2fpasswd",
  "....//....//etc/passwd",
  "file:///etc/passwd",
  "http://127.0.0.1:1/",
  "/dev/zero",
  "a\u0000.png",
];
const UNICODE = [
  "раураl", // Cyrillic letters that look Latin
  "ℌ𝔢𝔩𝔩𝔬 ｆｕｌｌｗｉｄｔｈ",
  "\u202egnp.exe",
  "\u200b\u200c\u200d\ufeff",
  "e\u0301\u0301\u0301\u0301",
  "Z̴̡̧̛̖̗̘͇͈͉͍͎a̴̡̛̖",
  "👩‍👩‍👧‍👦🤖",
  "\ud800",
  "\udfff",
  "\uffff\ufffe",
  "\u0000",
  "a\r\n\r\nHTTP/1.1 200 OK",
  "长".repeat(3000),
];
const SHAPES_OF_NUMBERS = [
  "-1",
  "0",
  "2147483648",
  "99999999999999999999",
  "1e999",
  "NaN",
  "0x10",
  " 1",
  "1.5",
  "-0",
];
const WORDS = [
  "",
  " ",
  "null",
  "undefined",
  "true",
  "__proto__",
  "constructor",
  "admin@example.com\r\nBcc: x@y.z",
];

export const HOSTILE_STRINGS: readonly string[] = [
  ...SQL,
  ...MARKUP,
  ...PATHS,
  ...UNICODE,
  ...SHAPES_OF_NUMBERS,
  ...WORDS,
  "x".repeat(10_000),
  ...LONG_RUNS,
];

export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  0.5,
  -2147483649,
  2147483648,
  4294967296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  -1e21,
  1e308,
  Number.MIN_VALUE,
];

function nested(depth: number, open: string, close: string) {
  return RawJson.text(open.repeat(depth) + close.repeat(depth), `${open}×${depth}`);
}

/** Values no JSON.stringify call writes. */
export const RAW_VALUES: readonly RawJson[] = [
  RawJson.text("1e999"),
  RawJson.text("-1e999"),
  RawJson.text("123456789012345678901234567890"),
  RawJson.text("1.00000000000000000000000000001"),
  RawJson.text("-0"),
  nested(1_000, "[", "]"),
  nested(100_000, "[", "]"),
  RawJson.text(`${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`, '{"a": ×5000'),
  RawJson.text('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}'),
  new RawJson(Buffer.from([0x22, 0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x22]), '"<invalid UTF-8 bytes>"'),
  new RawJson(Buffer.from([0x22, 0xe0, 0x80, 0xaf, 0x2e, 0x2e, 0x22]), '"<overlong UTF-8 for />"'),
  RawJson.text(`"${OVER_BODY_LIMIT}"`, '"A"×1MB'),
  RawJson.text(`"${JUST_UNDER_BODY_LIMIT}"`, '"B"×(1MB-4KB)'),
];

/** Any hostile value a JSON field may receive in place of the right one. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 5 },
    { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 3 },
    { arbitrary: fc.constantFrom(...RAW_VALUES), weight: 3 },
    { arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { $gt: "" }), weight: 2 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  );
}

/** Keys a client has no business sending: mass assignment of owner, role or ids, and prototype keys. */
export const EXTRA_FIELDS: readonly [string, unknown][] = [
  ["isAdmin", true],
  ["role", "admin"],
  ["userId", "1"],
  ["creatorId", "1"],
  ["id", "1"],
  ["code", 0],
  ["vip", true],
  ["constructor", { prototype: { polluted: true } }],
];

/** Query values arrive as text; these are written into the URL without encoding (bad percent escapes, NUL). */
export const RAW_QUERY_VALUES: readonly string[] = [
  "%FF%FE",
  "%C0%AF",
  "%E0%80%AF",
  "%",
  "%zz",
  "%00",
  "%ED%A0%80",
];
