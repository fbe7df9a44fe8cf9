// What the benchmarks share: the built CLI's emulator as a child process, and a CLI run
// measured as a whole process (wall time, and peak RSS where /usr/bin/time is there).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BIN = `${ROOT}bin/observe-annotations.js`;

/** Starts `observe-annotations emulator --port 0 --api-key KEY …extra`; resolves once it listens. */
export function startEmulatorProcess(key, extra = []) {
  const child = spawn(
    process.execPath,
    [BIN, 'emulator', '--port', '0', '--api-key', key, ...extra],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr.on('data', (c) => (err += c));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /Observe emulator listening on (\S+)/.exec(out);
      if (m) resolve({ child, baseUrl: m[1], close: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`emulator exited (${code}): ${err.trim()}`)));
  });
}

/**
 * Runs the CLI as a whole process against `baseUrl` with `key`: wall time in ms, peak RSS in MB
 * and CPU time (user + system) in ms (when /usr/bin/time is there), its stdout; rejects on an
 * exit code outside `okCodes`.
 */
export function runCli(dir, baseUrl, key, args, okCodes = [0]) {
  const timed = existsSync('/usr/bin/time');
  const argv = [process.execPath, BIN, ...args];
  const [cmd, ...rest] = timed
    ? ['/usr/bin/time', '-f', 'MAXRSS_KB=%M CPU_S=%U+%S', ...argv]
    : argv;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(cmd, rest, {
      cwd: dir,
      env: { ...process.env, OBSERVE_BASE_URL: baseUrl, OBSERVE_API_KEY: key, CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('close', (code) => {
      const ms = performance.now() - started;
      const kb = Number(/MAXRSS_KB=(\d+)/.exec(err)?.[1]);
      const cpu = /CPU_S=([\d.]+)\+([\d.]+)/.exec(err);
      if (!okCodes.includes(code))
        reject(new Error(`${args[0]} exited ${code}: ${err.slice(-500)}`));
      else
        resolve({
          ms,
          mb: Number.isFinite(kb) ? kb / 1024 : undefined,
          cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : undefined,
          out,
          code,
        });
    });
  });
}
