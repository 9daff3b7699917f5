import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openPglite, openPostgres } from '../db/client';
import { demoContent } from './content/demo-content';
import { scaleContent, TOP_SCALE } from './scale';
import { seedIfEmpty } from './seed';

// `npm run seed -- --scale N [--data-dir DIR]`: fills a SEPARATE database with N× the demo content for
// benchmarks (default directory ./data-scale-N; with DATABASE_URL, that database, which must be empty).
const { values } = parseArgs({
  options: { scale: { type: 'string', default: '1' }, 'data-dir': { type: 'string' } },
});
const scale = values.scale === 'top' ? TOP_SCALE : Number(values.scale);
const config = loadConfig();
const content = scaleContent(demoContent, scale);
const started = Date.now();
const handle = config.databaseUrl
  ? await openPostgres(config.databaseUrl)
  : await openPglite({ dataDir: path.resolve(values['data-dir'] ?? `data-scale-${scale}`) });
try {
  const seeded = await seedIfEmpty(handle.db, content);
  if (!seeded) {
    console.error('That database already has content: give an empty one (--data-dir or DATABASE_URL).');
    process.exitCode = 1;
  } else {
    console.log(
      `Seeded ×${scale}: ${content.products.length} products, ${content.dealers.length} dealers, ` +
        `${content.articles.length} articles in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind}).`,
    );
  }
} finally {
  await handle.close();
}
