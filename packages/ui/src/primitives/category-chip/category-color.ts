/**
 * The six category badge colours (the `color.badge` design tokens, each pair claimed at AA). A
 * category keeps its colour everywhere because it is chosen by the name's length modulo 6.
 */
export const categoryColorClasses = [
  'bg-badge-teal text-badge-teal-foreground',
  'bg-badge-blue text-badge-blue-foreground',
  'bg-badge-violet text-badge-violet-foreground',
  'bg-badge-amber text-badge-amber-foreground',
  'bg-badge-rose text-badge-rose-foreground',
  'bg-badge-green text-badge-green-foreground',
] as const;

export function categoryColorClass(name: string): string {
  return categoryColorClasses[name.length % categoryColorClasses.length] ?? categoryColorClasses[0];
}
