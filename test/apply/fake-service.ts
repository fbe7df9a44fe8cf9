// An in-memory annotation service behind the client's transport seam: the applier runs with
// the real client (retry policy, budget, Retry-After, errors) and a fake clock; only the
// network is replaced. Faults are scripted per key; requests may be held to test concurrency.
import type {
  Annotation,
  AnnotationContent,
  AnnotationRequest,
} from '../../src/model/annotation.js';
import type { Transport, TransportRequest, TransportResponse } from '../../src/api/transport.js';
import { createObserveClientFromTransport } from '../../src/api/observe-client.js';
import { RetryBudget, type RetryBudgetOptions } from '../../src/api/retry-budget.js';
import type { ObserveClient } from '../../src/api/client.js';
import { AttemptRelay } from '../../src/apply/attempt-relay.js';
import { FakeClock } from '../api/fake-clock.js';

export type Fault = TransportResponse | { throw: unknown };

export const answer = (
  status: number,
  message = `HTTP ${status}`,
  headers: Record<string, string> = {},
  details?: { field: string; message: string }[],
): TransportResponse => ({
  status,
  headers,
  body: JSON.stringify({ error: { message, ...(details ? { details } : {}) } }),
});

export class FakeService {
  readonly store = new Map<string, Annotation>();
  readonly requests: TransportRequest[] = [];
  /** PUT bodies in the order they arrived, by key. */
  readonly writes: { key: string; body: AnnotationRequest }[] = [];
  inFlight = 0;
  maxInFlight = 0;
  /** Changes what the server stores (a post-condition test). */
  mangle?: (stored: Annotation) => Annotation;
  private readonly faults = new Map<string, Fault[]>();
  private nextId = 100;
  private held: (() => void)[] = [];
  private holding = false;
  private time = 1_700_000_000_000;

  /** The next requests about `target` (a key or an id) meet these answers first. */
  fail(target: string, ...faults: Fault[]): void {
    this.faults.set(target, [...(this.faults.get(target) ?? []), ...faults]);
  }

  seed(key: string, content: AnnotationContent): Annotation {
    const a = {
      ...content,
      id: `ann-${this.nextId++}`,
      platform: false,
      externalKey: key,
      createdMs: this.time,
      updatedMs: this.time,
    } as Annotation;
    this.store.set(key, a);
    return a;
  }

  /** Requests wait in the transport until `release()`. */
  hold(): void {
    this.holding = true;
  }

  get waiting(): number {
    return this.held.length;
  }

  release(count = Infinity): void {
    if (count === Infinity) this.holding = false;
    for (const go of this.held.splice(0, count)) go();
  }

  readonly transport: Transport = async (request) => {
    this.requests.push(request);
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      await new Promise<void>((resolve, reject) => {
        const abort = (): void =>
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
        if (request.signal?.aborted) return abort();
        request.signal?.addEventListener('abort', abort, { once: true });
        if (this.holding) this.held.push(resolve);
        else setImmediate(resolve);
      });
      return this.handle(request);
    } finally {
      this.inFlight--;
    }
  };

  client(
    options: {
      clock?: FakeClock;
      budget?: RetryBudgetOptions;
      relay?: AttemptRelay;
      baseUrl?: string;
    } = {},
  ): {
    client: ObserveClient;
    clock: FakeClock;
    relay: AttemptRelay;
  } {
    const clock = options.clock ?? new FakeClock();
    const relay = options.relay ?? new AttemptRelay();
    const client = createObserveClientFromTransport(this.transport, {
      baseUrl: options.baseUrl ?? 'http://127.0.0.1:1/v1',
      clock,
      random: () => 0.5,
      observer: relay.observer,
      budget: new RetryBudget(options.budget),
      apiKey: 'sk-test-DISTINCTIVE-0000',
    });
    return { client, clock, relay };
  }

  private handle(request: TransportRequest): TransportResponse {
    const path = decodeURIComponent(request.path);
    const put = /^\/observe\/annotations\/byExternalKey\/(.+)$/.exec(path);
    const del = /^\/observe\/annotations\/(ann-\d+)$/.exec(path);
    const target = put?.[1] ?? del?.[1] ?? 'list';
    const fault = this.faults.get(target)?.shift();
    if (fault && 'throw' in fault) throw fault.throw;
    if (fault) return fault;
    if (request.method === 'GET') {
      const annotations = [...this.store.values()];
      return json({
        annotations,
        paging: { page: 1, totalPages: 1, totalItems: annotations.length },
      });
    }
    if (put) {
      const { note: _note, ...content } = JSON.parse(request.body ?? '{}') as AnnotationRequest;
      this.writes.push({ key: put[1]!, body: JSON.parse(request.body ?? '{}') });
      const old = this.store.get(put[1]!);
      this.time++;
      let stored = {
        ...content,
        id: old?.id ?? `ann-${this.nextId++}`,
        platform: false,
        externalKey: put[1]!,
        createdMs: old?.createdMs ?? this.time,
        updatedMs: this.time,
      } as Annotation;
      if (this.mangle) stored = this.mangle(stored);
      this.store.set(put[1]!, stored);
      return json(stored);
    }
    if (del) {
      const entry = [...this.store.values()].find((a) => a.id === del[1]);
      if (!entry) return answer(404, 'not found');
      this.store.delete(entry.externalKey!);
      return { status: 204, body: '' };
    }
    return answer(404, 'no route');
  }
}

function json(value: unknown): TransportResponse {
  return { status: 200, body: JSON.stringify(value) };
}
