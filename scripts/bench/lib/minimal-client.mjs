// The minimal keep-alive client of the apply bench, as a process of its own: the same PUTs as
// the CLI's apply (`node minimal-client.mjs BASE_URL KEY COUNT CONCURRENCY`), nothing but
// node:http and a keep-alive agent. Prints `{ms, cpuMs, failures}` from the first PUT to the
// last: a fresh process, like the CLI, so both pay for compiling their HTTP path.
import { Agent, request } from 'node:http';
import { bodyOf, keyOf } from './apply-bodies.mjs';

const [baseUrl, key, count, concurrency] = process.argv.slice(2);
const COUNT = Number(count);
const agent = new Agent({ keepAlive: true, maxSockets: Number(concurrency) });
const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
let next = 0;
let failures = 0;
const cpuBefore = process.cpuUsage();
const started = performance.now();
const worker = async () => {
  while (next < COUNT) {
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
await Promise.all(Array.from({ length: Number(concurrency) }, worker));
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
agent.destroy();
process.stdout.write(JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000, failures }));
