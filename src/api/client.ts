// The client interface the rest of the tool depends on. Its undici implementation lives
// beside it; tests of other layers may script a transport, never the network.
import type { Annotation, AnnotationRequest } from '../model/annotation.js';
import type { ListPage } from './list-page.js';

export type { ListPage } from './list-page.js';

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

/** One entry of an annotation's history, as far as the tool reads it. */
export interface AnnotationEvent {
  /** `created`, `updated`, `closed`, `reopened`, `deleted`… */
  type: string;
  note?: string;
  createdMs?: number;
}

export interface WriteOutcome<T> {
  value: T;
  attempts: number;
}

export interface ObserveClient {
  readonly baseUrl: string;
  /** The list's page size. */
  readonly pageSize: number;
  /**
   * Every annotation of the list, each once (platform and unkeyed ones included: the planner
   * leaves them alone). Pages as the server sends them, read within bounds (list-annotations.ts).
   */
  listAnnotations(options?: CallOptions): Promise<Annotation[]>;
  /** One page as it arrived, and how its paging came (for `doctor`). */
  listPage(page: number, options?: CallOptions & { pageSize?: number }): Promise<ListPage>;
  getAnnotation(id: string, options?: CallOptions): Promise<Annotation>;
  putAnnotation(
    externalKey: string,
    body: AnnotationRequest,
    options?: CallOptions,
  ): Promise<WriteOutcome<Annotation>>;
  deleteAnnotation(id: string, options?: CallOptions): Promise<WriteOutcome<void>>;
  /**
   * The annotation's history, newest first (`GET …/annotations/{id}/events`, from the vendor's
   * API reference). Optional: the planner reads it only to check a reopen's note.
   */
  listEvents?(id: string, options?: CallOptions): Promise<AnnotationEvent[]>;
  /** Closes the connection pool. */
  close(): Promise<void>;
}
