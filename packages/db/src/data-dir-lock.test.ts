import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.js';
import { openDatabase } from './client.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kakyere-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited: provably gone. */
const deadPid = () => spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim();
const writeLock = (dir: string, holder: object) => writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ command: 'npm start', since: '2026-11-25T10:00:00.000Z', ...holder }));

describe('the embedded database lock on DATA_DIR', () => {
  it('lets one holder in and refuses the next with one line naming the holder and what to do', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    const lock = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'));
    expect(lock).toMatchObject({ pid: process.pid, host: os.hostname() });
    let refused: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirLockedError);
    const message = (refused as Error).message;
    expect(message).toContain(`process ${process.pid} on ${os.hostname()}`);
    expect(message).toContain('Stop the server first, or use PostgreSQL through DATABASE_URL.');
    expect(message).not.toContain('\n');
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    // Free again once released.
    lockDataDir(dir)();
  });

  it('takes over at once a lock whose holder is provably gone: no such process, or a reused pid with another start time', () => {
    const dir = tempDir();
    writeLock(dir, { pid: Number(deadPid()), host: os.hostname(), startTime: '12345' });
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
    if (existsSync(`/proc/${process.pid}/stat`)) {
      // This very pid, but recorded with a start time this process does not have: a pid reused after a crash.
      writeLock(dir, { pid: process.pid, host: os.hostname(), startTime: '1' });
      lockDataDir(dir)();
    }
  });

  it('never takes over a lock from another host, even when a process with that pid is gone here', () => {
    const dir = tempDir();
    writeLock(dir, { pid: Number(deadPid()), host: `not-${os.hostname()}`, startTime: null });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('does not remove a lock another process took over meanwhile', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    writeLock(dir, { pid: 999_999, host: `not-${os.hostname()}`, startTime: null });
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
  });

  it('is taken by openDatabase on a data folder, refused to a second opener before it touches anything, and released on close', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    await again.close();
    // An in-memory database is this process's alone: no lock.
    const memory = await openDatabase({ dataDir: ':memory:' });
    await memory.close();
  });
});
