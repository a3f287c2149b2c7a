export declare const FAKE_VIES_INVALID: Set<string>;
export declare const FAKE_VIES_DOWN_COUNTRY: string;
export declare function startFakeVies(
  port?: number,
): Promise<{ url: string; port: number; close: () => Promise<void> }>;
