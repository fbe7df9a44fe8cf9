// A recording stand-in for @actions/core's interface: inputs from a map, everything the
// Action emits kept in order, so tests read what a runner would show.
import type { ActionCore, LineNoteProperties } from '../../../src/action/step/core.js';

export interface Emitted {
  kind:
    | 'secret'
    | 'output'
    | 'failed'
    | 'error'
    | 'warning'
    | 'notice'
    | 'info'
    | 'group'
    | 'endgroup'
    | 'summary';
  name?: string;
  text: string;
  properties?: LineNoteProperties;
}

export class FakeCore implements ActionCore {
  readonly emitted: Emitted[] = [];
  private buffer = '';
  readonly summary = {
    addRaw: (text: string) => {
      this.buffer += text;
      return this.summary;
    },
    write: async () => {
      this.emitted.push({ kind: 'summary', text: this.buffer });
      this.buffer = '';
      return this.summary;
    },
  };

  constructor(private readonly inputs: Record<string, string>) {}

  getInput(name: string): string {
    return this.inputs[name] ?? '';
  }
  setSecret(secret: string): void {
    this.emitted.push({ kind: 'secret', text: secret });
  }
  setOutput(name: string, value: string): void {
    this.emitted.push({ kind: 'output', name, text: value });
  }
  setFailed(message: string): void {
    this.emitted.push({ kind: 'failed', text: message });
  }
  error(message: string, properties?: LineNoteProperties): void {
    this.emitted.push({ kind: 'error', text: message, ...(properties ? { properties } : {}) });
  }
  warning(message: string, properties?: LineNoteProperties): void {
    this.emitted.push({ kind: 'warning', text: message, ...(properties ? { properties } : {}) });
  }
  notice(message: string, properties?: LineNoteProperties): void {
    this.emitted.push({ kind: 'notice', text: message, ...(properties ? { properties } : {}) });
  }
  info(message: string): void {
    this.emitted.push({ kind: 'info', text: message });
  }
  startGroup(name: string): void {
    this.emitted.push({ kind: 'group', text: name });
  }
  endGroup(): void {
    this.emitted.push({ kind: 'endgroup', text: '' });
  }

  of(kind: Emitted['kind']): Emitted[] {
    return this.emitted.filter((e) => e.kind === kind);
  }
  outputs(): Record<string, string> {
    return Object.fromEntries(this.of('output').map((e) => [e.name!, e.text]));
  }
  get failed(): boolean {
    return this.of('failed').length > 0;
  }
  get summaryText(): string {
    return this.of('summary')
      .map((e) => e.text)
      .join('');
  }
}
