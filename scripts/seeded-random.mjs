// A small deterministic generator (mulberry32): the same seed gives the same numbers on every run,
// for the placeholder photos and for the reports' test fixture.

/** Numbers in [0, 1) from `seed`. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
