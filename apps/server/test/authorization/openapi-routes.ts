import { UNOWNED_ID_FIELDS } from "./routes-without-object.ts";

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface DocumentedRoute {
  /** "METHOD /path" as the document lists it, e.g. "POST /api/v1/chat/chat". */
  key: string;
  /** The fields (query, path or top-level body) that name an object someone owns. */
  objectIds: string[];
}

/** botId, dialogueId, msgIds, targetId …: a field named like an id. */
const ID_FIELD = /^(id|.+Ids?)$/;

/** Every operation of the OpenAPI document with the object ids it takes. */
export function documentedRoutes(document: OpenApiDocument): DocumentedRoute[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const fields = [
        ...(operation.parameters ?? []).map((parameter) => parameter.name),
        ...Object.values(operation.requestBody?.content ?? {}).flatMap((body) =>
          Object.keys(body.schema?.properties ?? {}),
        ),
      ];
      return {
        key: `${method.toUpperCase()} ${path}`,
        objectIds: fields.filter(
          (field) => ID_FIELD.test(field) && !(field.replace(/s$/, "") in UNOWNED_ID_FIELDS),
        ),
      };
    }),
  );
}
