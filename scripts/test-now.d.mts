export declare const DEFAULT_TEST_NOW: string;
export declare function resolveTestNow(env?: Record<string, string | undefined>): string;
