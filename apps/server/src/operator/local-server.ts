import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database admits one process. A server on it announces itself in its data folder, so
 * the operator command line on the same folder sends its commands to that server instead of opening
 * the database a second time. A file left by a server that died is ignored: its process is gone.
 */
const FILE = 'server.json';

export function announceServer(dataDir: string, url: string): void {
  writeFileSync(path.join(dataDir, FILE), JSON.stringify({ pid: process.pid, url }) + '\n');
}

export function withdrawServer(dataDir: string): void {
  const file = path.join(dataDir, FILE);
  try {
    if ((JSON.parse(readFileSync(file, 'utf8')) as { pid: number }).pid === process.pid) rmSync(file);
  } catch {
    // nothing announced, or announced by another process: leave it
  }
}

export function findAnnouncedServer(dataDir: string): string | undefined {
  const file = path.join(dataDir, FILE);
  if (!existsSync(file)) return undefined;
  try {
    const { pid, url } = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; url: string };
    process.kill(pid, 0); // throws when no such process is running
    return url;
  } catch {
    return undefined;
  }
}
