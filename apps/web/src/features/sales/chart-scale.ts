/** The smallest 1, 2 or 5 × 10ⁿ step (at least 1) by which `lines` gridlines reach `max`. */
export function niceStep(max: number, lines: number): number {
  const rough = Math.max(max, 1) / lines;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!;
  return Math.max(1, step);
}
