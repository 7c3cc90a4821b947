// A crowd on the embedded defaults: 1,000 connections for 20 s on the pages and the bill search a
// link going round WhatsApp sends people to, then 3,000 connections to see load shed, not queued.
// Closed-loop load from wrk (its own process, one thread: the other core is the server's); rate limit off. See bench/README.md.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { assertWrkInstalled } from './run-wrk.js';
import { spawnBenchServer } from './spawn-bench-server.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CROWD = Number(process.env.BENCH_CROWD ?? 1000);
const SURGE = Number(process.env.BENCH_SURGE ?? 3000);
const TARGETS = process.env.BENCH_PATHS?.split(',') ?? ['/', '/bills/electronic-transfer-levy-bill-2022', '/api/bills/search?q=levy'];

interface CrowdResult {
  rps: number;
  requests: number;
  ok: number;
  shed: number;
  otherStatus: number;
  timeouts: number;
  socketErrors: number;
  p50Ms: number;
  p99Ms: number;
  /** Connections being answered, by Little's law: req/s × mean latency. Fewer than opened = the rest wait unaccepted. */
  served: number;
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? NaN);

// wrk counts only non-2xx/3xx in total; this Lua reporter splits 200 from 503 (shed) and the rest.
const LUA = `
local counts = {}
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) ok = 0; shed = 0; other = 0 end
function response(status, headers, body)
  if status == 200 then ok = ok + 1 elseif status == 503 then shed = shed + 1 else other = other + 1 end
end
function done(summary, latency, requests)
  local o, s, x = 0, 0, 0
  for _, t in ipairs(threads) do o = o + t:get("ok"); s = s + t:get("shed"); x = x + t:get("other") end
  io.write(string.format("STATUS ok=%d shed=%d other=%d\\n", o, s, x))
end
`;

function crowd(url: string, connections: number): CrowdResult {
  const script = `/tmp/kakyere-load-${process.pid}.lua`;
  writeFileSync(script, LUA);
  const out = execFileSync(
    'wrk',
    ['-t1', `-c${connections}`, `-d${SECONDS}s`, '--timeout', '2s', '--latency', '-s', script, '-H', 'Accept-Encoding: br', url],
    { encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  const latency = (pct: string) => {
    const m = out.match(new RegExp(`\\s${pct}%\\s+([\\d.]+)(us|ms|s|m)`));
    return m ? toMs(m[1]!, m[2]!) : NaN;
  };
  const mean = out.match(/Latency\s+([\d.]+)(us|ms|s|m)/);
  const socket = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const status = out.match(/STATUS ok=(\d+) shed=(\d+) other=(\d+)/);
  return {
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN),
    requests: Number(out.match(/(\d+) requests in/)?.[1] ?? NaN),
    ok: Number(status?.[1] ?? NaN),
    shed: Number(status?.[2] ?? NaN),
    otherStatus: Number(status?.[3] ?? NaN),
    timeouts: Number(socket?.[4] ?? 0),
    socketErrors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    p50Ms: latency('50'),
    p99Ms: latency('99'),
    served: (Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN) * (mean ? toMs(mean[1]!, mean[2]!) : NaN)) / 1000,
  };
}

assertWrkInstalled();
const server = await spawnBenchServer({});
try {
  for (const path of TARGETS) execFileSync('wrk', ['-t1', '-c10', '-d2s', `${server.url}${path}`], { stdio: 'ignore' }); // warm-up
  console.log(`\nLoad on the embedded defaults (${server.engine}), ${SECONDS} s a run, wrk -t1, time-out 2 s`);
  console.log('| path | connections | answered (req/s × mean latency) | req/s | 200 | 503 shed | other | time-outs | socket errors | 200 share of answers | p50 ms | p99 ms |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const connections of [CROWD, SURGE]) {
    for (const path of TARGETS) {
      const r = crowd(`${server.url}${path}`, connections);
      const share = r.requests ? ((100 * r.ok) / r.requests).toFixed(2) : 'n/a';
      console.log(
        `| ${path} | ${connections} | ${r.served.toFixed(0)} | ${r.rps.toFixed(0)} | ${r.ok} | ${r.shed} | ${r.otherStatus} | ${r.timeouts} | ${r.socketErrors} | ${share}% | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} |`,
      );
    }
  }
  console.log(`targets at ${CROWD} connections: 0 time-outs, 0 socket errors, >= 99% of answers 200; at ${SURGE}: excess answered 503 fast`);
} finally {
  server.stop();
}
