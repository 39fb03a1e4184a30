/** Bundles the worker (once per content) and returns the path of its entry, main.mjs. */
export function workerBundle(): string;
