import fc from "fast-check";
import type { JsonSchema } from "./openapi-routes.ts";

/**
 * Ids the fuzzer knows by field name (botId, dialogueId …): the signed-in user's own objects (so
 * generated requests reach past "not found" into the services), another user's objects (forged ids)
 * and seeded public ones.
 */
export type KnownIds = Record<string, string[]>;

/** Generated strings stay short: size limits are probed by the hostile catalogue, not here. */
const MAX_GENERATED_LENGTH = 40;
const MAX_GENERATED_ITEMS = 4;

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== "null") : schema.type;
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern, "u");
      return fc
        .stringMatching(pattern)
        .filter(
          (text) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity),
        );
    } catch {
      // fast-check cannot build every regex (look-aheads): any string then, which the server must refuse cleanly.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(
    minLength,
    Math.min(schema.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH),
  );
  return fc.string({ minLength, maxLength, unit: "grapheme" });
}

function integerFor(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  // Small values and the bounds themselves find more than uniform draws over a huge range.
  return fc.oneof(
    fc.integer({ min, max: Math.min(max, min + 100) }),
    fc.constantFrom(min, max),
    fc.integer({ min, max }),
  );
}

function objectFor(schema: JsonSchema, ids: KnownIds): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, valueFor(property, ids, name)]),
  );
  const requiredKeys = (schema.required ?? []).filter((name) => name in properties);
  const required = Object.fromEntries(
    requiredKeys.map((name) => [name, model[name] as fc.Arbitrary<unknown>]),
  );
  // With many optional fields, some draw is almost always out of the server's narrower rules (an
  // offered voice, an uploaded avatar); the bare required fields get requests accepted too.
  return fc.oneof(fc.record(required), fc.record(model, { requiredKeys })) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** A value that satisfies `schema` (as far as fast-check can tell), biased towards known ids for id fields. */
export function valueFor(schema: JsonSchema, ids: KnownIds, fieldName?: string): fc.Arbitrary<unknown> {
  const shaped = shapedValueFor(schema, ids, fieldName);
  const known = fieldName && typeOf(schema) !== "array" ? ids[fieldName] : undefined;
  const withNull = schema.nullable ? fc.oneof(shaped, fc.constant(null)) : shaped;
  if (!known?.length) return withNull;
  return fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: withNull, weight: 1 });
}

function shapedValueFor(
  schema: JsonSchema,
  ids: KnownIds,
  fieldName: string | undefined,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, ids)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0] as JsonSchema, ids);
  switch (typeOf(schema)) {
    case "object":
      return objectFor(schema, ids);
    case "array":
      // Items of an id list (msgIds) are ids of the list's own name, each once.
      return fc.uniqueArray(valueFor(schema.items ?? {}, ids, fieldName), {
        selector: (item) => JSON.stringify(item),
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(
          schema.minItems ?? 0,
          Math.min(schema.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS),
        ),
      });
    case "string":
      return stringFor(schema);
    case "integer":
      return integerFor(schema);
    case "number":
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "boolean":
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
