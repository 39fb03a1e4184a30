// Types of scripts/prisma-engine-env.mjs for the TypeScript test suites.
export const WASM_SCHEMA_ENGINE: string;
export function findNativeSchemaEngine(folders?: string[]): string | undefined;
export function usePrismaWasmEngine(env?: Record<string, string | undefined>, folders?: string[]): string | undefined;
