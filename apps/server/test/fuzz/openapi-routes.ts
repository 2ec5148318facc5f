/** A JSON Schema node as @fastify/swagger writes it from the zod route schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
}

interface OpenApiParameter {
  in: "query" | "path" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
  summary?: string;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One operation of the OpenAPI document, reduced to what the fuzzer needs to call it. */
export interface FuzzRoute {
  method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  /** The documented path, `{name}` marking path parameters. */
  path: string;
  /** "POST /api/user/login": names the route in test titles and failure reports. */
  label: string;
  pathParameters: OpenApiParameter[];
  /** The query string as one object schema, so it is generated and mutated like a body. */
  query: JsonSchema | undefined;
  /** The JSON (or form) body schema, undefined when the route documents none (e.g. multipart uploads). */
  body: JsonSchema | undefined;
  bodyContentTypes: string[];
  requiresSession: boolean;
  /**
   * The route documents no JSON success body (event streams, file downloads, redirects): a success
   * may then be something other than an envelope, but a failure must still be one.
   */
  successMayBeRaw: boolean;
}

function querySchemaOf(parameters: OpenApiParameter[]): JsonSchema | undefined {
  const query = parameters.filter((parameter) => parameter.in === "query");
  if (query.length === 0) return undefined;
  return {
    type: "object",
    properties: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema])),
    required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

/** Every operation of the document, in document order. */
export function routesOf(document: OpenApiDocument): FuzzRoute[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const contentTypes = Object.keys(content);
      const jsonType = contentTypes.find((type) => type === "application/json") ?? contentTypes[0];
      const successContent = operation.responses?.["200"]?.content ?? {};
      const upper = method.toUpperCase() as FuzzRoute["method"];
      return {
        method: upper,
        path,
        label: `${upper} ${path}`,
        pathParameters: parameters.filter((parameter) => parameter.in === "path"),
        query: querySchemaOf(parameters),
        body: jsonType ? content[jsonType]?.schema : undefined,
        bodyContentTypes: contentTypes,
        requiresSession: Boolean(operation.security?.length),
        successMayBeRaw: !("application/json" in successContent),
      };
    }),
  );
}
