import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '@kakyere/db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Infrastructure: the database the caller opened (and closes: the job workers share it). */
export const databasePlugin = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
