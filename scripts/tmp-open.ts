import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create({ dataDir: process.argv[2] });
console.log((await db.query('select count(*) from users')).rows);
await db.close();
