import { ConfigError, loadConfig } from '../config.ts';
import { CreditService } from '../credits/credits.service.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { runAdmin } from './admin-cli.ts';

/** `npm run admin -- …`: the operator CLI, on the database the server uses (same environment). */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exitCode = 2;
      return;
    }
    throw error;
  }
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.engine);
    const credits = new CreditService({ db: database.db, engine: database.engine, config: config.credits });
    process.exitCode = await runAdmin(process.argv.slice(2), { db: database.db, credits, out: (line) => console.log(line), err: (line) => console.error(line) });
  } finally {
    await database.close();
  }
}

await main();
