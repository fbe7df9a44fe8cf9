// The client takes one observer when it is built; an apply run starts later. The relay is
// that observer, passing each attempt on to whoever listens now (the run's AIMD and events).
import type { ClientObserver } from '../api/client.js';

type AttemptInfo = Parameters<NonNullable<ClientObserver['onAttempt']>>[0];

export class AttemptRelay {
  private readonly listeners = new Set<(info: AttemptInfo) => void>();
  /** Give this to the client factory. */
  readonly observer: ClientObserver = {
    onAttempt: (info) => {
      for (const listener of this.listeners) listener(info);
    },
  };

  /** Returns the unsubscribe function. */
  listen(listener: (info: AttemptInfo) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export type { AttemptInfo };
