/** Numbers in [0, 1) from `seed`, the same on every run. */
export function seededRandom(seed: number): () => number;
