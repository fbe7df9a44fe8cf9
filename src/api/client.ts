// The client interface the rest of the tool depends on. Its undici implementation lives
// beside it; tests of other layers may script a transport, never the network.
import type { Annotation, AnnotationRequest } from '../model/annotation.js';

/** Time, injected so tests never really sleep. */
export interface Clock {
  now(): number;
  /** Resolves after `ms`, or rejects with the signal's reason when it aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** What the client tells its user about each attempt: the applier's AIMD listens here. */
export interface ClientObserver {
  onAttempt?(info: {
    operation: string;
    /** The external key or id the call is about, when it has one. */
    target?: string;
    attempt: number;
    status?: number;
    error?: string;
    /** For a failed attempt: 'http' | 'network' | 'timeout' | 'aborted' (see ApiError). */
    kind?: string;
    /** The backoff before the next attempt, when one follows. */
    retryInMs?: number;
  }): void;
}

export interface WriteOutcome<T> {
  value: T;
  attempts: number;
}

export interface ObserveClient {
  readonly baseUrl: string;
  /** Every page of the list (the first, then the rest concurrently within the bound). */
  listAnnotations(options?: CallOptions): Promise<Annotation[]>;
  getAnnotation(id: string, options?: CallOptions): Promise<Annotation>;
  putAnnotation(
    externalKey: string,
    body: AnnotationRequest,
    options?: CallOptions,
  ): Promise<WriteOutcome<Annotation>>;
  deleteAnnotation(id: string, options?: CallOptions): Promise<WriteOutcome<void>>;
  /** Closes the connection pool. */
  close(): Promise<void>;
}
