import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const POSTGRES_ROOT = "/usr/lib/postgresql";

/** The newest installed PostgreSQL's bin folder (Debian layout), or undefined when there is none. */
export function postgresBinaries(): string | undefined {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => existsSync(path.join(POSTGRES_ROOT, version, "bin/pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(POSTGRES_ROOT, versions[0], "bin") : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway PostgreSQL cluster of its own (temp data dir, free port, sockets in the temp dir), so a
 * test can stop and restart it without touching the machine's cluster. PostgreSQL refuses to run as
 * root, so as root its tools run as the `postgres` OS user.
 */
export async function startPrivatePostgres(binaries: string) {
  const root = await mkdtemp(path.join(tmpdir(), "fable-pg-"));
  const dataDir = path.join(root, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    await chown(root, Number(stdout.trim()), Number(group.trim()));
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(binaries, name), ...args])
      : run(path.join(binaries, name), args);
  // A test cluster: durability off (it is thrown away), one socket directory of its own.
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  await tool("initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  const start = () =>
    tool("pg_ctl", ["start", "-D", dataDir, "-w", "-s", "-l", path.join(root, "log"), "-o", serverOptions]);
  const stop = () => tool("pg_ctl", ["stop", "-D", dataDir, "-w", "-s", "-m", "fast"]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => {});
      await rm(root, { recursive: true, force: true });
    },
  };
}
