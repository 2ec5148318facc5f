import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.ts";
import { atField } from "../i18n/server-message.ts";

/** U+0000, or a UTF-16 surrogate without its partner (JSON can write both as \u escapes). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching U+0000 is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Parsed JSON, forms and query strings; raw upload bodies (Buffers) are bytes, not text, and are never walked. */
function isParsedValue(node: unknown): node is object {
  return (
    node !== null && typeof node === "object" && !ArrayBuffer.isView(node) && !(node instanceof ArrayBuffer)
  );
}

/** Where a character PostgreSQL cannot store sits in a parsed request part, as "body.events.0.event_name"; undefined if none. */
export function findUnstorableCharacter(value: unknown, location: string): string | undefined {
  // An explicit stack: a body may nest 100 000 levels deep, more than recursion allows.
  const pending: [unknown, string][] = [[value, location]];
  while (pending.length > 0) {
    const [node, path] = pending.pop() as [unknown, string];
    if (typeof node === "string") {
      if (UNSTORABLE.test(node)) return path;
    } else if (isParsedValue(node)) {
      for (const [key, item] of Object.entries(node)) {
        if (UNSTORABLE.test(key)) return path;
        pending.push([item, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000 and jsonb refuses unpaired surrogates, so such input would fail
 * deep in a service as a server error, possibly after part of the work was written. It is refused
 * here, once for every route, before validation — naming the field, as bad input always is.
 */
export function registerUnstorableCharacterCheck(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    const where =
      findUnstorableCharacter(request.params, "params") ??
      findUnstorableCharacter(request.query, "querystring") ??
      findUnstorableCharacter(request.body, "body");
    if (where) throw AppError.invalidInput(atField(where, "RequestMessages.unstorableCharacter"));
  });
}
