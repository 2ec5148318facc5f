/**
 * LOG_FORMAT=readable: pino's JSON lines turned into short lines for a person at a terminal, such as
 * `14:02:03 POST /api/user/login 200 12 ms` or `14:02:04 WARN upstream slow model=x`. Redaction has
 * already happened when a line gets here (pino redacts before it writes).
 */

const LEVEL_LABELS: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};

/** Fields every line has or that the readable line shows in its own way. */
const SHOWN_APART = new Set([
  "level",
  "time",
  "pid",
  "hostname",
  "msg",
  "reqId",
  "req",
  "res",
  "responseTime",
  "err",
]);

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
}

function clock(time: number | undefined) {
  return new Date(time ?? Date.now()).toTimeString().slice(0, 8);
}

function fieldText(value: unknown) {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** One readable line (plus an error's stack on the lines below) for one log record. */
export function readableLine(record: LogRecord): string {
  const label = LEVEL_LABELS[record.level ?? 30];
  const parts = [clock(record.time)];
  if (label) parts.push(label);
  if (record.req && record.res && record.responseTime !== undefined) {
    // A finished request: the path without its query, which may hold tokens or search words.
    const url = record.req.url ?? "";
    const query = url.indexOf("?");
    parts.push(
      record.req.method ?? "",
      query === -1 ? url : url.slice(0, query),
      String(record.res.statusCode ?? ""),
      `${Math.round(record.responseTime ?? 0)} ms`,
    );
  } else if (record.msg) {
    parts.push(record.msg);
  }
  for (const [field, value] of Object.entries(record)) {
    if (!SHOWN_APART.has(field) && value !== undefined) parts.push(`${field}=${fieldText(value)}`);
  }
  const line = parts.join(" ");
  if (!record.err) return line;
  return `${line}${record.msg === record.err.message ? "" : ` — ${record.err.message}`}\n${record.err.stack ?? ""}`;
}

/** A pino destination writing readable lines to `out`; a line that is not JSON passes through as it is. */
export function readableLogStream(out: { write(text: string): unknown }) {
  return {
    write(chunk: string) {
      for (const text of chunk.split("\n")) {
        if (!text) continue;
        let record: LogRecord;
        try {
          record = JSON.parse(text);
        } catch {
          out.write(`${text}\n`);
          continue;
        }
        out.write(`${readableLine(record)}\n`);
      }
    },
  };
}
