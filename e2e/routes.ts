/** One address per route of the site (spec section 2), for the checks every page must pass. */
export const everyRoute = [
  '/',
  '/tentang-kami',
  '/layanan',
  '/layanan/rehab-recovery',
  '/lokasi-klinik',
  '/kontak',
  '/artikel',
  '/artikel/cedera-acl-tahapan-rehabilitasi',
  '/galeri',
  '/karir',
  '/faq',
  '/kebijakan-privasi',
  '/syarat-ketentuan',
  '/login',
  '/offline',
  '/halaman-yang-tidak-ada',
] as const;

/** Embedded maps and the chat app live outside this machine: answer them locally. */
export const externalHosts = /^https:\/\/(www\.google\.com|maps\.google\.com|wa\.me)\//;
