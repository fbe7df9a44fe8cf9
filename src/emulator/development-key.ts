// The development key of an emulator that keeps its data (`--data FILE`): kept beside the data
// file (`FILE.key`, readable by its owner only), so a restart accepts the key the clients were
// given before. Only a key the emulator made itself is kept; keys passed in are never written.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { makeDevelopmentKey, type ApiKeySpec } from './api-key.js';

/** What a development key file holds: the key the emulator made, and nothing else. */
const DEVELOPMENT_KEY = /^dev-[A-Za-z0-9]{24}$/;

/** The file beside `dataFile` that keeps its development key. */
function developmentKeyFile(dataFile: string): string {
  return `${dataFile}.key`;
}

/**
 * The development key kept beside `dataFile`, or a new one written there. `kept` is false when
 * the key could not be kept (the folder is not writable): the key then lasts this run only, and
 * `why` says what the system answered. A file there that holds no development key is left
 * as it is and not used.
 */
export function developmentKeyFor(dataFile: string): {
  spec: ApiKeySpec;
  file: string;
  kept: boolean;
  reused: boolean;
  why?: string;
} {
  const file = developmentKeyFile(dataFile);
  const made = makeDevelopmentKey();
  let text: string | undefined;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      return { spec: made, file, kept: false, reused: false, why: codeOf(error) };
  }
  if (text !== undefined) {
    if (DEVELOPMENT_KEY.test(text))
      return { spec: { ...made, key: text }, file, kept: true, reused: true };
    return { spec: made, file, kept: false, reused: false, why: 'it holds no development key' };
  }
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${made.key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    return { spec: made, file, kept: false, reused: false, why: codeOf(error) };
  }
  return { spec: made, file, kept: true, reused: false };
}

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}
