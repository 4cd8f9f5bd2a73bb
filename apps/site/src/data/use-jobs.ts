import type { Job, JobListQuery } from '@klinik/clinic';
import type { JobFilter, Remote } from '@klinik/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';
import type { Load } from './load';
import { toRemote } from './remote';
import { useDebouncedSearch } from './use-debounced-search';

export const jobsQuery = (api: ApiClient, params: Partial<JobListQuery>) =>
  queryOptions({
    queryKey: ['jobs', params],
    queryFn: async () => (await api.get('jobs', params)).data,
  });

/** 'Lowongan Prioritas' and 'Semua Lowongan' before any filter: what the page opens with. */
const featured = { featured: true };
const others = { featured: false };

type Choice = Omit<JobFilter, 'keyword'>;
const noChoice: Choice = { department: 'all', location: 'all' };

export interface CareersPageData {
  featured: Remote<Job[]>;
  /** The other openings that match the filters. */
  jobs: Remote<Job[]>;
  /** How many other openings there are without filters. */
  totalCount?: number;
  /** Every opening, for the structured data of the page. */
  allJobs: Job[];
  filter: JobFilter;
  setKeyword: (keyword: string) => void;
  setDepartment: (department: JobFilter['department']) => void;
  setLocation: (location: JobFilter['location']) => void;
  reset: () => void;
}

/**
 * /karir: the priority openings, and the others as the API filters them (keyword in the title or
 * description, department, location). The keyword waits for a pause in typing; while the next
 * list loads, the previous one stays on screen.
 */
export function useJobs(): CareersPageData {
  const api = useApi();
  const keyword = useDebouncedSearch();
  const [choice, setChoice] = useState(noChoice);
  const priority = useQuery(jobsQuery(api, featured));
  const unfiltered = useQuery(jobsQuery(api, others));
  const matching = useQuery({
    ...jobsQuery(api, {
      ...others,
      department: choice.department === 'all' ? undefined : choice.department,
      location: choice.location === 'all' ? undefined : choice.location,
      search: keyword.applied || undefined,
    }),
    placeholderData: keepPreviousData,
  });

  return {
    featured: toRemote(priority),
    jobs: toRemote(matching),
    totalCount: unfiltered.data?.length,
    allJobs: [...(priority.data ?? []), ...(unfiltered.data ?? [])],
    filter: { ...choice, keyword: keyword.typed },
    setKeyword: keyword.type,
    setDepartment: (department) => setChoice((current) => ({ ...current, department })),
    setLocation: (location) => setChoice((current) => ({ ...current, location })),
    reset: () => {
      keyword.clear();
      setChoice(noChoice);
    },
  };
}

export const loadJobs: Load = ({ queryClient, api }) =>
  Promise.all([
    queryClient.ensureQueryData(jobsQuery(api, featured)),
    queryClient.ensureQueryData(jobsQuery(api, others)),
  ]);
