// A transport that answers from a script, for tests of the client's policy (and of the
// layers above it): each step is an HTTP answer or a thrown network error.
import type { Transport, TransportRequest, TransportResponse } from '../../src/api/transport.js';

export type Step =
  | TransportResponse
  | { throw: unknown }
  | ((request: TransportRequest) => TransportResponse | Promise<TransportResponse>);

export interface ScriptedTransport {
  transport: Transport;
  requests: TransportRequest[];
}

/** Plays `steps` in order; after the script, repeats `fallback` (default: fail loudly). */
export function scriptedTransport(steps: Step[], fallback?: Step): ScriptedTransport {
  const requests: TransportRequest[] = [];
  let index = 0;
  const transport: Transport = async (request) => {
    requests.push(request);
    const step = index < steps.length ? steps[index++] : fallback;
    if (step === undefined) throw new Error(`script exhausted at request ${requests.length}`);
    if (typeof step === 'function') return step(request);
    if ('throw' in step) throw step.throw;
    return step;
  };
  return { transport, requests };
}

export const ok = (value: unknown, status = 200): TransportResponse => ({
  status,
  body: JSON.stringify(value),
});

export const fail = (
  status: number,
  message: string,
  headers: Record<string, string> = {},
  details?: { field: string; message: string }[],
): TransportResponse => ({
  status,
  headers,
  body: JSON.stringify({ error: { message, ...(details ? { details } : {}) } }),
});

export const netError = (code: string, message = code): { throw: unknown } => ({
  throw: Object.assign(new Error(message), { code }),
});
