export interface ProcessStep {
  title: string;
  detail: string;
}

/** "Asesmen - Pemeriksaan awal" -> title and detail, split on the first " - " only. */
export function splitProcessStep(step: string): ProcessStep {
  const at = step.indexOf(' - ');
  if (at === -1) return { title: step.trim(), detail: '' };
  return { title: step.slice(0, at).trim(), detail: step.slice(at + 3).trim() };
}
