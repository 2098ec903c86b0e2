import { EMBEDDED_SEED_DIR, makeEmbeddedSeed } from '../db/embedded-seed.js';

// Run by the server's build, after the compiler: the migrated database every new data folder starts from.
await makeEmbeddedSeed(EMBEDDED_SEED_DIR);
