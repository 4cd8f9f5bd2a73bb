/** "dr. Rina, Sp.KFR, Fisioterapis" -> "dr. Rina": the part before the first comma. */
export function authorDisplay(author: string): string {
  return (author.split(',')[0] ?? '').trim();
}
