/** "1 view", "3 views": a number with its noun in the right number (`plural` when not just +s). */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-AU')} ${count === 1 ? singular : plural}`;
}
