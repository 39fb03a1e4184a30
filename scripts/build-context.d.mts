// Types of scripts/build-context.mjs for the TypeScript test suites.
/** Where the run's build is made. */
export const BUILD_DIR: string;
/** The web image's build step. */
export const WEB_BUILD_COMMAND: string;
/** Every file of a folder, relative, with / separators, sorted; `skip` names paths left out whole. */
export function listFiles(dir: string, skip?: string[], prefix?: string): string[];
/** A folder's files (installed packages and the generated client left out) with the command run on them. */
export function treeKey(dir: string, command: string): string;
/** Packages linked from this checkout, and the Prisma client generated. */
export function installPackages(dir: string, env: NodeJS.ProcessEnv): void;
/** Makes the run's build in a Docker build context; returns its folder. */
export function buildInContext(env: NodeJS.ProcessEnv, run: (dir: string) => void): Promise<string>;
/** Writes the run's build into `dir` where its tree and `command` are the ones the build was made with; says whether it did. */
export function applyBuiltLayer(dir: string, command: string): boolean;
