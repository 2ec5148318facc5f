// The thinnest streaming proxy there can be, for scale in `npm run bench`: node:http, no auth, no
// database, no prompt; it forwards a fixed chat request to the upstream and pipes the reply through.
// What it adds to the upstream's time-to-first-token is what any server in front of it pays on this
// machine before doing any work of its own.
// Usage: node thin-proxy.mjs <upstream chat completions URL> <port>
import http from "node:http";

const [upstream, port] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true });
const body = JSON.stringify({
  model: "mock-model",
  stream: true,
  messages: [{ role: "user", content: "hi" }],
});

http
  .createServer((request, response) => {
    if (request.url === "/health") return response.end("ok");
    request.resume();
    request.on("end", () => {
      const call = http.request(
        upstream,
        {
          method: "POST",
          agent,
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (reply) => {
          response.writeHead(200, { "content-type": "text/event-stream" });
          reply.on("data", (chunk) => {
            response.write(chunk);
            // As Fable does: a piece leaves now, not on the next tick.
            response.socket?.uncork();
          });
          reply.on("end", () => response.end());
        },
      );
      call.end(body);
    });
  })
  .listen(Number(port), "127.0.0.1");
