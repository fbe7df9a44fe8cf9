// Applies a plan to the emulator's own store through its upsert (the same rules, defaults and
// identical-replace check the HTTP server runs), without HTTP: what a successful apply leaves.
import { Store } from '../../src/emulator/store.js';
import { upsert } from '../../src/emulator/upsert.js';
import type { UpsertContext } from '../../src/emulator/upsert.js';
import type { Annotation, Ref } from '../../src/model/annotation.js';
import type { Plan } from '../../src/model/plan.js';

const PROJECT = 'default';

export class EmulatedServer {
  readonly store = new Store('UTC');
  private clock = 1_800_000_000_000;
  private readonly ctx: UpsertContext = {
    store: this.store,
    project: PROJECT,
    findings: new Set(),
    now: () => this.clock++,
    createDelayMs: 0,
    sleep: async () => {},
  };

  list(): Annotation[] {
    return this.store.project(PROJECT).ordered.map((record) => this.store.view(record));
  }

  /** Writes in plan order, then deletes (prune runs after every create and update). */
  async apply(plan: Plan): Promise<void> {
    const project = this.store.project(PROJECT);
    for (const change of plan.changes) {
      if (change.action === 'delete') continue;
      const refs = change.after.refs?.map((ref): Ref =>
        'externalKey' in ref
          ? { type: 'annotation', value: project.byKey.get(ref.externalKey)!.id }
          : ref,
      );
      const body = {
        ...change.after,
        ...(refs ? { refs } : {}),
        ...(change.note ? { note: change.note } : {}),
      };
      await upsert(this.ctx, change.externalKey, body);
    }
    for (const change of plan.changes) {
      if (change.action === 'delete')
        this.store.remove(PROJECT, project.byId.get(change.id)!, this.clock++);
    }
  }
}
