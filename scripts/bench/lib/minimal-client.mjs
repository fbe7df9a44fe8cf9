// The minimal keep-alive client of the apply bench: the same PUTs as the CLI's apply, nothing
// but node:http and a keep-alive agent. Run as a process of its own
// (`node minimal-client.mjs BASE_URL KEY COUNT CONCURRENCY`), like the CLI, so both pay for
// compiling their HTTP path; it prints `{ms, cpuMs}` from the first PUT to the last.
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { bodyOf, keyOf } from './apply-bodies.mjs';

/** PUTs `count` annotations with `concurrency` workers: wall and CPU time (of this process). */
export async function putAll(baseUrl, key, count, concurrency) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  let next = 0;
  let failures = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const status = await new Promise((resolve, reject) => {
        const req = request(
          `${baseUrl}/observe/annotations/byExternalKey/${keyOf(i)}`,
          { method: 'PUT', agent, headers },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode));
          },
        );
        req.on('error', reject);
        req.end(bodyOf(i));
      });
      if (status !== 200) failures++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  if (failures) throw new Error(`minimal client: ${failures} PUTs failed`);
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [baseUrl, key, count, concurrency] = process.argv.slice(2);
  const result = await putAll(baseUrl, key, Number(count), Number(concurrency));
  process.stdout.write(JSON.stringify(result));
}
