import {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Files are readable by their owner only: the seed file holds unrevealed server seeds. */
const PRIVATE = 0o600;

export function ensureDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
}

export function readJsonLines<T>(file: string): T[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

export function appendJsonLine(file: string, value: unknown): void {
  const isNew = !existsSync(file);
  appendFileSync(file, `${JSON.stringify(value)}\n`, { mode: PRIVATE });
  if (isNew) chmodSync(file, PRIVATE);
}

export function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

/** Write-then-rename, so a crash leaves either the old or the new file, never half of one. */
export function writeJsonAtomically(file: string, value: unknown): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
  writeFileSync(temp, JSON.stringify(value), { mode: PRIVATE });
  renameSync(temp, file);
}
