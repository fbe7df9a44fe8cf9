export declare const LIMIT: number;
export interface HostileFamily {
  name: string;
  what: string;
  /** The code the file is answered with (undefined: no diagnostic at all). */
  code: string | undefined;
  /** True when the file passes (warnings only). */
  valid?: boolean;
  /** The size the test suite reads it at, when less than the limit (the bench reads LIMIT). */
  testBytes?: number;
  text(bytes: number): string;
}
export declare const FAMILIES: HostileFamily[];
