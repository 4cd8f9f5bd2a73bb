import * as z from 'zod/mini';

/** "09:00" */
const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

export const businessHoursSchema = z.object({
  open: z.nullable(clockTime),
  close: z.nullable(clockTime),
  status: z.enum(['open', 'closed']),
});
export type BusinessHours = z.infer<typeof businessHoursSchema>;

export const weekHoursSchema = z.object({
  weekdays: businessHoursSchema,
  saturday: businessHoursSchema,
  sunday: businessHoursSchema,
});
export type WeekHours = z.infer<typeof weekHoursSchema>;

export const websiteSettingsSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  logo: z.string(),
  favicon: z.string(),
  description: z.string(),
  keywords: z.string(),
  og_image: z.string(),
});
export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;

export const contactSettingsSchema = z.object({
  phone: z.string(),
  email: z.string(),
  whatsapp: z.string(),
  address: z.string(),
  google_maps: z.string(),
  emergency_phone: z.string(),
});
export type ContactSettings = z.infer<typeof contactSettingsSchema>;

export const socialSettingsSchema = z.object({
  instagram: z.string(),
  facebook: z.string(),
  youtube: z.string(),
  linkedin: z.string(),
});
export type SocialSettings = z.infer<typeof socialSettingsSchema>;

export const seoSettingsSchema = z.object({
  default_title: z.string(),
  default_description: z.string(),
  google_analytics: z.string(),
  google_tag_manager: z.string(),
});
export type SeoSettings = z.infer<typeof seoSettingsSchema>;

export const generalSettingsSchema = z.object({
  business_hours: weekHoursSchema,
  timezone: z.string(),
  maintenance_mode: z.boolean(),
  maintenance_message: z.string(),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

export const settingsSchema = z.object({
  website: websiteSettingsSchema,
  contact: contactSettingsSchema,
  social: socialSettingsSchema,
  seo: seoSettingsSchema,
  general: generalSettingsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingsGroup = keyof Settings;
export const settingsGroups = Object.keys(settingsSchema.def.shape) as SettingsGroup[];

/**
 * GET /settings may answer only some groups (an older API, a partial edit): the site merges
 * whatever came over its defaults.
 */
export const partialSettingsSchema = z.partial(settingsSchema);
