import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "../../../scripts/lib/server-process.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** The production build on a free port with an empty data directory, as a new user would start it. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "fable-e2e-"));
  const server = await startServer({ dataDir });
  project.provide("baseUrl", server.baseUrl);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
