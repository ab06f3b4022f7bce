/**
 * A seeded random source for the demo-data generators (scripts/demo/): the same seed gives the same rows, so a
 * generated demo file changes only when its script does.
 */

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The helpers every generator draws with, over one seeded source. */
export function seededDraws(seed: number) {
  const random = seededRandom(seed);
  return {
    random,
    pick: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!,
    between: (low: number, high: number) => low + Math.floor(random() * (high - low + 1)),
    digits: (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join(''),
  };
}
