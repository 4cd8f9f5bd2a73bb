import {
  Award,
  CalendarClock,
  GraduationCap,
  HeartHandshake,
  HeartPulse,
  Microscope,
  ShieldCheck,
  TrendingUp,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ValueFact, ValueIcon } from '@klinik/clinic';

const valueIcons: Record<ValueIcon, LucideIcon> = {
  award: Award,
  microscope: Microscope,
  'heart-handshake': HeartHandshake,
  'shield-check': ShieldCheck,
  users: Users,
  'graduation-cap': GraduationCap,
  wallet: Wallet,
  'heart-pulse': HeartPulse,
  'calendar-clock': CalendarClock,
  'trending-up': TrendingUp,
};

/** The drawn icon of a value or benefit key from @klinik/clinic. */
export function valueIconFor(key: ValueIcon): LucideIcon {
  return valueIcons[key];
}

/** Clinic value facts (about.values, careers.benefits...) as ValuesGrid items. */
export function valueItemsFrom(facts: readonly ValueFact[]) {
  return facts.map(({ icon, title, description }) => ({
    icon: valueIconFor(icon),
    title,
    description,
  }));
}
