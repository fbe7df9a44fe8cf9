// Injected faults for clients' tests: a seeded PRNG decides, per API
// request after authentication, whether it meets a fault and which one.

export const FAULT_KINDS = ['500', '503', '429', 'reset', 'lost'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export class FaultListError extends Error {
  override readonly name = 'FaultListError';
}

/** `500,503,429,reset,lost` → the kinds; throws FaultListError naming an unknown one. */
export function parseFaults(list: string): FaultKind[] {
  const kinds = list
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');
  for (const kind of kinds) {
    if (!(FAULT_KINDS as readonly string[]).includes(kind)) {
      throw new FaultListError(`unknown fault '${kind}'; known: ${FAULT_KINDS.join(', ')}`);
    }
  }
  return [...new Set(kinds)] as FaultKind[];
}

/** mulberry32: small, fast, and the same sequence for the same seed on every platform. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class FaultPlan {
  private readonly random: () => number;
  private readonly jitter: () => number;

  constructor(
    private readonly rate: number,
    private readonly kinds: readonly FaultKind[],
    private readonly latencyMs: number,
    seed: number,
  ) {
    this.random = seededRandom(seed);
    // A separate stream, so latency never shifts the fault sequence.
    this.jitter = seededRandom(seed ^ 0x5bd1e995);
  }

  /** The fault for the next request, if any: exactly one draw per request. */
  next(): FaultKind | undefined {
    if (this.rate <= 0 || this.kinds.length === 0) return undefined;
    const r = this.random();
    if (r >= this.rate) return undefined;
    return this.kinds[
      Math.min(this.kinds.length - 1, Math.floor((r / this.rate) * this.kinds.length))
    ];
  }

  /** About `latencyMs`, ±10%. */
  delay(): number {
    if (this.latencyMs <= 0) return 0;
    return Math.max(0, Math.round(this.latencyMs * (0.9 + 0.2 * this.jitter())));
  }
}
