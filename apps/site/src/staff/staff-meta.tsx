import { clinic } from '@klinik/clinic';

/**
 * A desk page's title, and the word to search engines that it is not theirs (the server also
 * answers every desk page `noindex`, never kept by a cache).
 */
export function StaffMeta({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} | Meja Depan ${clinic.shortName}`}</title>
      <meta
        name="description"
        content={`Meja depan ${clinic.shortName}: jadwal, janji temu, dan pesan pasien untuk staf klinik.`}
      />
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}
