import {
  Baby,
  Dumbbell,
  GraduationCap,
  Heart,
  House,
  Stethoscope,
  type LucideIcon,
} from 'lucide-react';
import type { ServiceIcon } from '@klinik/clinic';

const serviceIcons: Record<ServiceIcon, LucideIcon> = {
  heart: Heart,
  home: House,
  dumbbell: Dumbbell,
  'user-md': Stethoscope,
  child: Baby,
  'graduation-cap': GraduationCap,
};

/** The API may send an icon name this build does not know yet: it falls back to the heart. */
export function serviceIconFor(name: string): LucideIcon {
  return Object.hasOwn(serviceIcons, name) ? serviceIcons[name as ServiceIcon] : Heart;
}
