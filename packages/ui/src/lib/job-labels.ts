/**
 * The labels of a job's codes: apart from labels.ts, so only the careers page carries the
 * careers facts.
 */
import {
  jobDepartments,
  jobLocations,
  jobTypes,
  type JobDepartment,
  type JobLocation,
  type JobType,
} from '@klinik/clinic';
import { optionLabel } from './labels';

/** 'clinical' -> 'Klinis'. */
export function jobDepartmentLabel(department: JobDepartment): string {
  return optionLabel(jobDepartments, department);
}

/** 'kiaracondong' -> 'Kiaracondong, Bandung'. */
export function jobLocationLabel(location: JobLocation): string {
  return optionLabel(jobLocations, location);
}

/** 'contract' -> 'Kontrak' (spec 3). */
export function jobTypeLabel(type: JobType): string {
  return optionLabel(jobTypes, type);
}
