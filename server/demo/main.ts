// `npm run seed`: the demo teacher with classes and assignments around today, on the same
// database `npm start` uses (DATA_DIR or DATABASE_URL). Stop the server first when it runs on
// the embedded database: only one process may open its folder.
import { readConfig } from '../config.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { seedDemo } from './seed.ts';

const config = readConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  const demo = await seedDemo(database.db, new Date());
  console.log(`Demo data ready: ${demo.classes} classes, ${demo.assignments} assignments.`);
  console.log('Sign in at http://localhost:3000/login with');
  console.log(`  email:    ${demo.email}`);
  console.log(`  password: ${demo.password}`);
} finally {
  await database.close();
}
