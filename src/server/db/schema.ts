/**
 * The database schema. Each feature adds its tables here with the issue that owns their rules;
 * `npm run db:generate` then writes the migration that `migrateDatabase` applies at start-up.
 */
export {};
