/** "1 call", "2 calls", "0 passes": a count with its noun in the number it needs. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
