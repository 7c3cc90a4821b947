// Lighthouse (mobile preset, Debian's Chromium) on / and /hansards, and the size of the JavaScript a
// first visit downloads. Needs a built web app (`npm run build`). See bench/README.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from './start-bench-server.js';

const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
// The first load is the entry script plus every chunk it preloads.
const initialScripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]!);
const initialCss = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((m) => m[1]!);
const gz = (files: string[]) => files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f))).length, 0);

const server = await startBenchServer({ syntheticHansards: 0 });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const scores: { page: string; performance: number; accessibility: number; lcp: string; tbt: string; cls: string }[] = [];
try {
  for (const page of ['/', '/hansards']) {
    const result = await lighthouse(`${server.url}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { categories, audits } = result.lhr;
    const failing = Object.values(audits).filter((a) => a.score === 0 && categories.accessibility?.auditRefs.some((r) => r.id === a.id));
    for (const audit of failing) console.log(`  accessibility issue on ${page}: ${audit.id} — ${audit.title}`);
    scores.push({
      page,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint']?.displayValue ?? '?',
      tbt: audits['total-blocking-time']?.displayValue ?? '?',
      cls: audits['cumulative-layout-shift']?.displayValue ?? '?',
    });
  }
} finally {
  chrome.kill();
  await server.close();
}

console.log('\nLighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown), Debian Chromium');
console.log('| page | performance | accessibility | LCP | TBT | CLS |\n|---|---|---|---|---|---|');
for (const s of scores) console.log(`| ${s.page} | ${s.performance} | ${s.accessibility} | ${s.lcp} | ${s.tbt} | ${s.cls} |`);
console.log(`initial JavaScript: ${(gz(initialScripts) / 1024).toFixed(1)} KB gzip in ${initialScripts.length} file(s) (target ≤ 100 KB); initial CSS ${(gz(initialCss) / 1024).toFixed(1)} KB gzip`);
