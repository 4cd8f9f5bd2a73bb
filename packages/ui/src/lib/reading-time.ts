/** Visible text of an HTML string: tags removed, common entities decoded, spaces collapsed. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** Minutes to read: words of the HTML-stripped text / wordsPerMinute, rounded up, at least 1. */
export function readingTime(html: string, wordsPerMinute = 200): number {
  return Math.max(1, Math.ceil(countWords(stripHtml(html)) / wordsPerMinute));
}
