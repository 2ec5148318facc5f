export interface SseFrame {
  event: string;
  data: string;
  id?: string;
}

/**
 * Incremental parser for `text/event-stream` (WHATWG rules: LF, CR or CRLF line ends; `:` comments;
 * multi-line `data` joined with "\n"; a frame ends at a blank line; default event name "message").
 */
export function createSseParser(onFrame: (frame: SseFrame) => void) {
  let buffer = "";
  let event = "";
  let data: string[] = [];
  let id: string | undefined;
  let hasData = false;

  const dispatch = () => {
    if (hasData) onFrame({ event: event || "message", data: data.join("\n"), ...(id ? { id } : {}) });
    event = "";
    data = [];
    hasData = false;
  };

  const processLine = (line: string) => {
    if (line === "") return dispatch();
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") {
      data.push(value);
      hasData = true;
    } else if (field === "id") id = value;
  };

  return {
    push(chunk: string): void {
      buffer += chunk;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A lone CR at the very end may be the first half of CRLF: wait for the next chunk.
        if (match[0] === "\r" && match.index === buffer.length - 1) break;
        processLine(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
    /** Ends the stream: a final frame without its blank line is still delivered. */
    flush(): void {
      if (buffer) processLine(buffer.replace(/\r$/, ""));
      buffer = "";
      dispatch();
    },
  };
}
