import { bookableServices, pagePaths } from '@klinik/clinic';
import { ServiceDetailPage } from '@klinik/ui';
import { Navigate, useParams } from 'react-router-dom';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { PageMeta } from '../app/page-meta';
import { routeLoader } from '../app/route-loader';
import { absoluteUrl, JsonLd, Seo } from '../app/seo';
import { pageSharing } from '../app/share';
import { faqPageJsonLd } from '../app/structured-data';
import { loadService, useService } from '../data/use-service';
import { useSettings } from '../data/use-settings';

export const loader = routeLoader(loadService);

export function Component() {
  const { slug = '' } = useParams();
  const settings = useSettings();
  const { service, movedTo } = useService(slug);
  // Homecare is given at home: its page keeps the chat only.
  const bookable = bookableServices.find((bookableService) => bookableService.slug === slug)?.slug;
  if (movedTo) return <Navigate to={movedTo} replace />;

  const page = service.status === 'ready' ? service.data : undefined;
  const trail = page
    ? crumbs(
        { label: 'Layanan', path: pagePaths.services },
        { label: page.name, path: pagePaths.service(page.slug) },
      )
    : [];
  return (
    <>
      {page ? (
        <>
          <PageMeta
            trail={trail}
            title={`${page.name} - ${page.price}`}
            description={page.description}
            keywords={[page.name, page.category.name, ...page.features.slice(0, 3)].join(', ')}
          />
          {page.faqs.length ? (
            <JsonLd data={import.meta.env.SSR && faqPageJsonLd(page.faqs)} />
          ) : null}
        </>
      ) : service.status === 'empty' ? (
        <Seo
          title="Layanan tidak ditemukan"
          description="Layanan yang Anda cari tidak ditemukan."
          path={pagePaths.services}
          noindex
        />
      ) : null}
      <ServiceDetailPage
        service={service}
        chatPhone={settings.contact.whatsapp}
        {...(bookable ? { bookingHref: pagePaths.bookingWith({ service: bookable }) } : {})}
        breadcrumbs={breadcrumbItems(trail)}
        share={pageSharing({
          title: page?.name ?? '',
          url: absoluteUrl(page ? pagePaths.service(page.slug) : pagePaths.services),
        })}
      />
    </>
  );
}
