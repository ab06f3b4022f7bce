/** A fixed fraction in [0, 1) for a text (FNV-1a): dice that fall the same every run (the demo seed, the simulated carrier). */
export function draw(...parts: (string | number)[]): number {
  let hash = 2_166_136_261;
  for (const char of parts.join('|')) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash / 2 ** 32;
}
