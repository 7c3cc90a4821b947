// Says which Node runs the scripts and stops when it is not the pinned one. npm puts
// node_modules/.bin first on every script's PATH, so the `node` devDependency (the pinned
// runtime, installed from the npm registry) runs them even where the machine's own Node is older.
import { readFileSync } from 'node:fs';

const pinned = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;

export function checkNode() {
  if (process.version === `v${pinned}`) return;
  console.error(
    `This project runs on Node ${pinned}, but ${process.execPath} is ${process.version}.\n` +
      'Run it through npm (npm start, npm test, npm run …), which uses the pinned Node from node_modules/.bin; run `npm ci` first if it is missing.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  checkNode();
  console.log(`node -v: ${process.version} (${process.execPath})`);
}
