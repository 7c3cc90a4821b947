import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = join(root, 'dist');

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/**
 * The service worker lives in public/ (served at /sw.js, as the spec requires) and so cannot know
 * the hashed file names of a build. After the build this writes them to /asset-manifest.json and
 * stamps a build id into dist/sw.js, so every release installs a fresh worker that pre-caches the
 * whole app shell (including lazily loaded route chunks) and drops the previous caches.
 */
function serviceWorkerManifest(): Plugin {
  return {
    name: 'kakyere:sw-manifest',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async closeBundle() {
      const files = await listFiles(join(outDir, 'assets'));
      const assets = files
        .map((file) => '/' + relative(outDir, file).split(sep).join('/'))
        .filter((path) => /\.(js|css|svg|woff2?)$/.test(path))
        .sort();
      const buildId = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);
      await writeFile(
        join(outDir, 'asset-manifest.json'),
        JSON.stringify({ buildId, assets }, null, 2) + '\n',
      );
      const swPath = join(outDir, 'sw.js');
      const sw = await readFile(swPath, 'utf8');
      await writeFile(swPath, sw.replace(/const BUILD_ID = '[^']*';/, `const BUILD_ID = '${buildId}';`));
    },
  };
}

/**
 * React Router's ESM build assigns displayName to every component and context at module level,
 * which makes bundlers keep components the app never uses (Form, for one). Dropping those
 * assignments and marking the factory calls pure lets tree-shaking remove them. If a future
 * release changes the pattern, nothing breaks: the bundle is just a little larger.
 */
function trimReactRouter(): Plugin {
  return {
    name: 'kakyere:trim-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/].*\.mjs$/.test(id)) return null;
      return code
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\d*)\.(forwardRef|createContext)\(/g, '= /* @__PURE__ */ $1.$2(');
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  // The server renderer (src/entry-server.tsx, built with --ssr) bundles everything it imports,
  // React included, built for production: React picks its development build from NODE_ENV when it
  // is loaded from node_modules, and `npm start` sets none, so every page paid its dev checks.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  plugins: [react(), tailwindcss(), trimReactRouter(), serviceWorkerManifest()],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the app supports has <link rel="modulepreload">; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // public/ (the service worker, icons) belongs to the browser build only.
    copyPublicDir: !isSsrBuild,
  },
}));
