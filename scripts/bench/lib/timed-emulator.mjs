// An emulator in its own process that also times the writes it receives: the span from the
// first PUT's arrival to the last one's. A client's write phase measured here is the same for
// the CLI and for the minimal client, free of the CLI's start-up and plan (which a whole-process
// difference `apply - plan` carries as noise on a busy machine).
import { spawn } from 'node:child_process';
import { bundleScript } from './bundle-script.mjs';
import { ROOT } from './processes.mjs';

/** The emulator (src/emulator) bundled once per bench run, with a child script around it. */
const bundle = () =>
  bundleScript(
    'timed-emulator',
    `import { parseApiKey, startEmulator } from ${JSON.stringify(`${ROOT}src/emulator/index.ts`)};
const [key, latency] = process.argv.slice(2);
let first, last, count = 0;
const emulator = await startEmulator({
  apiKeys: [parseApiKey(key)],
  latencyMs: Number(latency),
  onRequest: ({ method }) => {
    if (method !== 'PUT') return;
    const now = performance.now();
    first ??= now;
    last = now;
    count++;
  },
});
process.stdout.write('listening ' + emulator.baseUrl + '\\n');
process.stdin.on('data', () => {
  process.stdout.write('span ' + JSON.stringify({ ms: count ? last - first : 0, count }) + '\\n');
});
process.on('SIGTERM', () => emulator.close().then(() => process.exit(0)));
`,
  );

/** Starts one; `span()` resolves to the PUT span so far ({ms, count}). */
export async function startTimedEmulator(key, latencyMs) {
  const child = spawn(process.execPath, [await bundle(), key, String(latencyMs)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let buffer = '';
  const waiting = [];
  let listening;
  const started = new Promise((resolve, reject) => {
    listening = resolve;
    child.on('exit', (code) => reject(new Error(`timed emulator exited (${code})`)));
  });
  child.stdout.on('data', (chunk) => {
    buffer += chunk;
    let nl;
    while ((nl = buffer.indexOf('\n')) !== -1) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      if (line.startsWith('listening ')) listening(line.slice(10));
      else if (line.startsWith('span ')) waiting.shift()?.(JSON.parse(line.slice(5)));
    }
  });
  const baseUrl = await started;
  return {
    baseUrl,
    span: () =>
      new Promise((resolve) => {
        waiting.push(resolve);
        child.stdin.write('?\n');
      }),
    close: () => child.kill('SIGTERM'),
  };
}
