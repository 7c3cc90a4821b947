// Latency of the search of everything said (GET /api/search, issue 30) at scale: BENCH_SPEECHES
// synthetic speeches (default 100,000; 300 a sitting, realistic words, indexed as real ones) beside the
// seed. One request at a time over loopback, PAGE_CACHE off: a mix of one-word, two-word, "quoted
// phrase" and filtered searches (warm median and p95), and apart from it each query's first answer
// after start (cold), the commonest word ("Government"), the tenth page and sort=newest. PGlite, or
// PostgreSQL when DATABASE_URL is set (`npm run search:postgres -w bench` with 1,000,000). See bench/README.md.
import { SEARCH_COUNT_CAP } from '@kakyere/contract';
import { sittingId, startSpeechBenchServer, summarise } from './speech-bench-server.js';

const SPEECHES = Number(process.env.BENCH_SPEECHES ?? 100_000);
const PER_SITTING = 300;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const TARGET_P95_MS = 200;

const { server, seedSeconds, get, stop } = await startSpeechBenchServer(SPEECHES, PER_SITTING);

const search = (params: Record<string, string | number>) => `/api/search?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

try {
  // A busy and a middling Member, read from sittings' speeches (the API alone, as a client would).
  const counts = new Map<string, number>();
  const names = new Map<string, string>();
  for (const sitting of [0, 1, 2].map(sittingId)) {
    const { body } = await get(`/api/hansards/${sitting}/speeches?limit=1000`);
    for (const s of (JSON.parse(body) as { data: { person: { id: string; name: string } | null }[] }).data) {
      if (!s.person) continue;
      counts.set(s.person.id, (counts.get(s.person.id) ?? 0) + 1);
      names.set(s.person.id, s.person.name);
    }
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  const busy = ranked[0]!;
  const middling = ranked[Math.floor(ranked.length / 2)]!;
  const surname = (id: string) => names.get(id)!.split(' ').at(-1)!;
  // Dates every size holds: the synthetic sittings run back from 2024-12-31, one a day.
  const summer = { from: '2024-06-01', to: '2024-08-31' };

  const kinds: Record<string, string[]> = {
    'one word': ['galamsey', 'cocoa', 'tariff', 'Suame', 'hospital', 'teachers', 'electricity', 'kindergaten'].map((q) => search({ q })),
    'two words': ['cocoa farmers', 'feed-in tariff', 'road contractor', 'health insurance', 'illegal mining', 'Suame interchange'].map((q) => search({ q })),
    '"quoted phrase"': ['"illegal mining"', '"National Health Insurance"', '"exchange rate"', '"point of order"', '"polluter pays"'].map((q) => search({ q })),
    'filtered (person, party, dates)': [
      search({ q: 'roads', person: busy }),
      search({ q: 'education', person: middling }),
      search({ q: 'cocoa', party: 'ndc' }),
      search({ q: 'hospital', party: 'npp' }),
      search({ q: 'galamsey', ...summer }),
      search({ q: 'budget', ...summer }),
    ],
  };
  const apart: Record<string, string[]> = {
    'commonest word: q=Government': [search({ q: 'Government' })],
    'tenth page: q=education&page=10': [search({ q: 'education', page: 10 })],
    'sort=newest: q=education': [search({ q: 'education', sort: 'newest' })],
    'sort=newest: q=Government': [search({ q: 'Government', sort: 'newest' })],
    // A Member's surname and a topic: the search also reads the Member's turns in the debates that say the topic.
    'a Member and a topic': [`${surname(busy)} roads`, `${surname(middling)} education`, `${surname(busy)} cocoa farmers`].map((q) => search({ q })),
    // A question in a reader's words, which no speech says in full: ranked from the partial matches and their debates.
    'a question in a reader\'s words': [
      'should the government pay teachers more for rural schools and roads',
      'why are hospital doctors on strike over electricity tariff',
    ].map((q) => search({ q })),
  };
  const mix = Object.values(kinds).flat();

  // Cold: each query's first answer since the server started (its plan, its index and table pages).
  const totals = new Map<string, number>();
  const cold: number[] = [];
  for (const path of [...mix, ...Object.values(apart).flat()]) {
    const res = await get(path);
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${res.body.slice(0, 200)}`);
    totals.set(path, (JSON.parse(res.body) as { total: { speeches: number } }).total.speeches);
    if (mix.includes(path)) cold.push(res.ms);
  }
  // Warm: ROUNDS rounds of the mix, then of each query measured apart.
  const samples = new Map<string, number[]>();
  const measure = async (paths: readonly string[]) => {
    for (let round = 0; round < ROUNDS; round++) {
      for (const path of paths) {
        const { ms } = await get(path);
        samples.set(path, [...(samples.get(path) ?? []), ms]);
      }
    }
  };
  await measure(mix);
  for (const paths of Object.values(apart)) await measure(paths);
  const of = (paths: readonly string[]) => summarise(paths.flatMap((p) => samples.get(p)!));

  const government = totals.get(search({ q: 'Government' }))!;
  console.log(
    `\nSearch, ${SPEECHES.toLocaleString('en')} synthetic speeches (q=Government matches ${government >= SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP.toLocaleString('en')}+` : government.toLocaleString('en')}), ${server.engine}, seeded in ${seedSeconds.toFixed(0)} s; sequential requests over loopback, ${ROUNDS} rounds, PAGE_CACHE off`,
  );
  console.log('| request | requests | median ms | p95 ms | max ms |\n|---|---|---|---|---|');
  const row = (name: string, r: ReturnType<typeof summarise>) => console.log(`| ${name} | ${r.n} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} |`);
  const all = of(mix);
  row(`**the mix, warm** (${mix.length} queries)`, all);
  for (const [kind, paths] of Object.entries(kinds)) row(`… ${kind}`, of(paths));
  row('the mix, cold (first request of each after start)', summarise(cold));
  for (const [name, paths] of Object.entries(apart)) row(name, of(paths));
  console.log(`target: warm p95 of the mix under ${TARGET_P95_MS} ms: ${all.p95 < TARGET_P95_MS ? 'PASS' : 'FAIL'}`);

  console.log(`\nEach query (speeches matching all words, as the API counts them up to ${SEARCH_COUNT_CAP.toLocaleString('en')}):`);
  console.log('| query | matches | median ms | p95 ms |\n|---|---|---|---|');
  for (const path of [...mix, ...Object.values(apart).flat()]) {
    const r = summarise(samples.get(path)!);
    const total = totals.get(path)!;
    console.log(`| \`${decodeURIComponent(path.replace('/api/search?', '')).replace(/\+/g, ' ').replace(busy, '{busy}').replace(middling, '{middling}')}\` | ${total >= SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP.toLocaleString('en')}+` : total} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} |`);
  }
} finally {
  stop();
}
