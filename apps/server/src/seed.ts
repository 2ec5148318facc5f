import { loadConfigOrExit } from "./boot.ts";
import { openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { seedCounts } from "./db/seed/catalogue.ts";
import { seedDatabase } from "./db/seed/index.ts";

/** npm run db:seed — reapplies the seed catalogue; safe to run any number of times. */
const config = loadConfigOrExit();
const database = await openDatabase(config);
await migrateDatabase(database);
await seedDatabase(database, config.uploadsDir, { force: true });
await database.close();
console.log("Seed catalogue applied:", seedCounts());
