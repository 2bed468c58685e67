import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addOsisSource } from '../src/server/bible/corpus/build-corpus.ts';
import { loadConfig } from '../src/server/config.ts';
import { createLogger } from '../src/server/infra/logger.ts';

const USAGE =
  'Usage: npm run bible:add -- <file.osis.xml> --id <id> --name "<name>" --license "<licence>" [--abbreviation X] [--language en]';

/**
 * Operator command: validates an OSIS XML Bible, copies it with a JSON sidecar into
 * `<DATA_DIR>/bible/sources/` and rebuilds the corpus. Restart the server afterwards to serve it.
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      id: { type: 'string' },
      name: { type: 'string' },
      license: { type: 'string' },
      abbreviation: { type: 'string' },
      language: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const file = positionals[0];
  if (values.help === true || file === undefined || positionals.length !== 1) {
    console.log(USAGE);
    return values.help === true ? 0 : 2;
  }
  const source = path.resolve(file);
  if (!existsSync(source)) {
    console.error(`No such file: ${source}`);
    return 2;
  }

  const config = loadConfig();
  const logger = createLogger(config.logLevel, config.appName);
  console.log(`Validating ${source} …`);
  const result = await addOsisSource({
    dataDir: config.dataDir,
    file: source,
    meta: {
      id: values.id,
      name: values.name,
      license: values.license,
      abbreviation: values.abbreviation,
      language: values.language,
    },
    logger,
  });

  const { validation } = result;
  if (validation.work.title !== undefined) console.log(`  work title:  ${validation.work.title}`);
  if (validation.work.rights !== undefined) console.log(`  rights:      ${validation.work.rights}`);
  console.log(`  verses:      ${validation.verses}`);
  console.log(`  headings:    ${validation.headings}`);
  if (!validation.ok) {
    console.log(`  problems (${validation.problems.length}):`);
    for (const problem of validation.problems) console.log(`    - ${problem}`);
    console.log('Rejected: nothing was installed.');
    return 1;
  }
  console.log('  integrity:   passed (66 books, 1,189 chapters, KJV verse counts)');
  const corpus = result.corpus;
  if (corpus !== undefined) {
    console.log(`Installed as '${values.id ?? ''}'. Corpus ${corpus.file} rebuilt in ${Math.round(corpus.durationMs)} ms.`);
    console.log(`  served:   ${corpus.translations.join(', ')}`);
    for (const entry of corpus.rejected) console.log(`  rejected: ${entry.id}: ${entry.problems.join('; ')}`);
    console.log('Restart the server to serve the new corpus.');
  }
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
