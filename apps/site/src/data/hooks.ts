import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from './api-context';
import {
  faqsQuery,
  galleryQuery,
  jobsQuery,
  serviceQuery,
  servicesQuery,
  settingsQuery,
  teamQuery,
  testimonialsQuery,
} from './queries';
import { mergeSettings } from './settings';

/** Settings merged over the defaults; on failure the defaults stay and the error is logged. */
export function useSettings() {
  const api = useApi();
  const query = useQuery(settingsQuery(api));
  useEffect(() => {
    if (query.error) console.error('Failed to fetch settings', query.error);
  }, [query.error]);
  return mergeSettings(query.data);
}

export function useServices() {
  const api = useApi();
  return useQuery(servicesQuery(api));
}

export function useService(slug: string) {
  const api = useApi();
  return useQuery(serviceQuery(api, slug));
}

export function useFaqs() {
  const api = useApi();
  return useQuery(faqsQuery(api));
}

export function useTeam() {
  const api = useApi();
  return useQuery(teamQuery(api));
}

export function useTestimonials() {
  const api = useApi();
  return useQuery(testimonialsQuery(api));
}

export function useGallery() {
  const api = useApi();
  return useQuery(galleryQuery(api));
}

export function useJobs() {
  const api = useApi();
  return useQuery(jobsQuery(api));
}
