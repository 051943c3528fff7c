// `npm run seed`: the demo teacher with classes and assignments around today, on the same
// database `npm start` uses (DATA_DIR or DATABASE_URL). See runSeed for when it refuses.
import { runSeed } from './run-seed.ts';

process.exitCode = await runSeed(process.argv.slice(2), process.env);
