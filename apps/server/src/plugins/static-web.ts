import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendNotFound } from "./envelope.ts";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Vite puts content-hashed files under assets/: they never change, so browsers may keep them for a year. */
function isHashedAsset(filePath: string) {
  return filePath.includes(`${path.sep}assets${path.sep}`);
}

/**
 * Serves uploads, the built web app, and index.html for every client route (SPA fallback).
 * Unknown /api paths answer a 404 envelope instead.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  options: { webDistDir: string; uploadsDir: string },
) {
  await mkdir(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    // Uploads in progress are written to uploads/.incoming/ and renamed when complete: never serve them.
    dotfiles: "deny",
    maxAge: "1d",
  });

  const hasWeb = existsSync(path.join(options.webDistDir, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: "/",
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader(
          "cache-control",
          isHashedAsset(filePath) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "no-cache",
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (pathname === "/api" || pathname.startsWith("/api/") || !wantsPage || !hasWeb) {
      return sendNotFound(reply, pathname);
    }
    // A file-like path that does not exist (e.g. a stale asset) is a real 404, not the app.
    if (path.extname(pathname) !== "") return sendNotFound(reply, pathname);
    reply.header("cache-control", "no-cache");
    return reply.sendFile("index.html", options.webDistDir);
  });
}
