/** The Indonesian labels of the codes the API sends (job labels: job-labels.ts). */
import { galleryCategories, type GalleryCategory } from '@klinik/clinic';

/** The label of a value in a list of `{ value, label }` choices; the value itself if unknown. */
export function optionLabel<V extends string>(
  options: readonly { value: V; label: string }[],
  value: V,
): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** The chip label of a category code, e.g. 'therapy' -> 'Terapi'. */
export function galleryCategoryLabel(category: GalleryCategory): string {
  return optionLabel(galleryCategories, category);
}
