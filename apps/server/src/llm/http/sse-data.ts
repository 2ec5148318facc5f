/**
 * Splits a server-sent event stream, fed in chunks cut anywhere, into the payloads of its `data:`
 * lines. OpenAI-compatible endpoints send one JSON object per event on a single data line; other
 * fields (event, id, retry) and comments carry nothing a chat reply needs.
 */
export class SseDataLines {
  private rest = "";

  /** The complete data payloads in `chunk` (with what earlier chunks left unfinished). */
  push(chunk: string): string[] {
    const text = this.rest + chunk;
    const payloads: string[] = [];
    let start = 0;
    for (let end = text.indexOf("\n", start); end !== -1; end = text.indexOf("\n", start)) {
      const line = text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end);
      start = end + 1;
      if (line.startsWith("data:")) payloads.push(line.charCodeAt(5) === 32 ? line.slice(6) : line.slice(5));
    }
    this.rest = text.slice(start);
    return payloads;
  }
}
