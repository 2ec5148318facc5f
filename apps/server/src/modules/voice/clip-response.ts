import type { FastifyReply, FastifyRequest } from "fastify";
import type { ClipAudio } from "./speech-clips.ts";

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Sends a clip: its bytes never change for its key, so caches keep it forever. A single byte range
 * (what <audio> asks for when seeking, and Safari always) is answered with 206; anything else whole.
 */
export function sendClip(request: FastifyRequest, reply: FastifyReply, clip: ClipAudio) {
  const size = clip.bytes.length;
  reply
    .header("content-type", clip.contentType)
    .header("cache-control", "public, max-age=31536000, immutable")
    .header("accept-ranges", "bytes");
  const match = SINGLE_RANGE.exec(String(request.headers.range ?? ""));
  if (!match || (match[1] === "" && match[2] === "")) return reply.send(Buffer.from(clip.bytes));
  // "bytes=-N" is the last N bytes; "bytes=N-" runs to the end.
  const start = match[1] === "" ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === "" || match[2] === "" ? size - 1 : Math.min(size - 1, Number(match[2]));
  if (start > end || start >= size) return reply.code(416).header("content-range", `bytes */${size}`).send();
  return reply
    .code(206)
    .header("content-range", `bytes ${start}-${end}/${size}`)
    .send(Buffer.from(clip.bytes.subarray(start, end + 1)));
}
