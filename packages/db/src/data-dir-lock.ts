import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Who holds the embedded database: enough to tell, on this host, whether that process still lives. */
export interface DataDirLockHolder {
  pid: number;
  host: string;
  /** The holder's start time as the kernel counts it (/proc/PID/stat field 22); null where there is no /proc. */
  startTime: string | null;
  /** What the holder is: "npm start", "npm run ingest -- file.pdf". */
  command: string;
  since: string;
}

/** Another process holds DATA_DIR: the message is the one line an operator needs. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirLockHolder,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} on ${holder.host} (${holder.command}, since ${holder.since}). ` +
        'Stop the server first, or use PostgreSQL through DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}

export const LOCK_FILE = 'kakyere.lock';

/** A process's start time in clock ticks since boot (Linux); null where it cannot be read. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder is provably gone: on this host, no such process, or a process started at another time (a reused pid). */
function holderIsGone(holder: DataDirLockHolder): boolean {
  if (holder.host !== os.hostname()) return false;
  if (!processAlive(holder.pid)) return true;
  const started = processStartTime(holder.pid);
  return holder.startTime !== null && started !== null && started !== holder.startTime;
}

function describeCommand(): string {
  const lifecycle = process.env.npm_lifecycle_event;
  const script = lifecycle ? `npm ${lifecycle === 'start' || lifecycle === 'test' ? lifecycle : `run ${lifecycle}`}` : null;
  const args = process.argv.slice(2).join(' ');
  const own = `${path.basename(process.argv[1] ?? 'node')}${args ? ` ${args}` : ''}`;
  return script ? `${script}: ${own}` : own;
}

function readHolder(file: string): DataDirLockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<DataDirLockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return { pid: parsed.pid, host: parsed.host, startTime: parsed.startTime ?? null, command: parsed.command ?? 'unknown', since: parsed.since ?? 'unknown' };
  } catch {
    return null;
  }
}

/**
 * Takes DATA_DIR for this process: one process at a time may open the embedded database (PGlite is
 * one process's database; a second writer corrupts it). The lock file records pid, host, start time
 * and command. Held by a live process, or by one on another host (which cannot be checked from
 * here), it is refused with a DataDirLockedError and nothing is touched; left by a process that is
 * provably gone on this host, it is taken over at once. Returns the release function, idempotent.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const me: DataDirLockHolder = {
    pid: process.pid,
    host: os.hostname(),
    startTime: processStartTime(process.pid),
    command: describeCommand(),
    since: new Date().toISOString(),
  };
  // Written whole beside the lock, then linked into place: a reader never sees half a lock, and
  // link() creates the lock for exactly one process.
  const draft = path.join(dataDir, `${LOCK_FILE}.${process.pid}.${Date.now()}`);
  writeFileSync(draft, JSON.stringify(me));
  let taken = false;
  try {
    for (let attempt = 0; attempt < 3 && !taken; attempt++) {
      try {
        linkSync(draft, file);
        taken = true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = readHolder(file);
        if (holder && !holderIsGone(holder)) throw new DataDirLockedError(dataDir, holder);
        try {
          unlinkSync(file);
        } catch {
          // Another process took it over first: try again, and meet its lock.
        }
      }
    }
  } finally {
    unlinkSync(draft);
  }
  if (!taken) {
    const holder = readHolder(file);
    throw holder ? new DataDirLockedError(dataDir, holder) : new Error(`Could not take the lock ${file}`);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Only our own lock: a lock taken over meanwhile (after we were thought gone) is not ours to remove.
    const holder = readHolder(file);
    if (holder?.pid === me.pid && holder.host === me.host) {
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  };
  process.on('exit', release);
  return release;
}
