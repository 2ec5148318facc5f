import { PGlite } from "@electric-sql/pglite";
import { it } from "vitest";
import { cloneTemplateDatabase, createTestApp } from "../test/harness.ts";
import { pgliteExtensions } from "./db/client.ts";

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
it("probe", async () => {
  console.log(`cpu at test start ${cpu().toFixed(0)} ms, uptime ${(process.uptime() * 1000).toFixed(0)} ms`);
  let c = cpu();
  await import("./app.ts");
  console.log(`import app.ts cpu ${(cpu() - c).toFixed(0)} ms`);
  for (let i = 0; i < 3; i++) {
    c = cpu();
    const bare = await PGlite.create({ extensions: pgliteExtensions });
    console.log(`bare PGlite.create cpu ${(cpu() - c).toFixed(0)} ms`);
    await bare.close();
    c = cpu();
    const db = await cloneTemplateDatabase();
    console.log(`clone cpu ${(cpu() - c).toFixed(0)} ms`);
    await db.close();
    c = cpu();
    const h = await createTestApp();
    console.log(`createTestApp cpu ${(cpu() - c).toFixed(0)} ms`);
    c = cpu();
    await h.close();
    console.log(`close cpu ${(cpu() - c).toFixed(0)} ms`);
  }
}, 900_000);
