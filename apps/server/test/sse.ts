import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export interface ServerSentEvent {
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever each event carries
  data: any;
}

/** Splits a text/event-stream body into its events (ARCHITECTURE.md format: one JSON data line each). */
export function parseEvents(body: string): ServerSentEvent[] {
  return body
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? "null";
      return { event, data: JSON.parse(data) };
    });
}

/** POSTs to a streaming endpoint of `app` and reads the whole answer as events. */
export async function streamPost(
  app: FastifyInstance,
  url: string,
  body: object,
  token: string | null,
): Promise<{ response: LightMyRequestResponse; events: ServerSentEvent[] }> {
  const response = await app.inject({
    method: "POST",
    url,
    payload: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { response, events: parseEvents(response.body) };
}
