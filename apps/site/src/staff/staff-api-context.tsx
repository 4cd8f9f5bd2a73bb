import { createContext, use, type ReactNode } from 'react';
import type { StaffApi } from './staff-api';

const StaffApiContext = createContext<StaffApi | null>(null);

export function StaffApiProvider({ client, children }: { client: StaffApi; children: ReactNode }) {
  return <StaffApiContext value={client}>{children}</StaffApiContext>;
}

/** The desk's client, for the hooks that read the desk's queries. */
export function useStaffApi(): StaffApi {
  const client = use(StaffApiContext);
  if (!client) throw new Error('useStaffApi must be used inside <StaffApiProvider>');
  return client;
}
