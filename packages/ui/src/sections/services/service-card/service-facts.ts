import type { Service } from '@klinik/clinic';
import { Clock, Wallet } from 'lucide-react';

/** A service's duration and price as the cards list them, each with its icon. */
export function serviceFacts(service: Pick<Service, 'duration' | 'price'>) {
  return [
    { icon: Clock, label: 'Durasi', value: service.duration },
    { icon: Wallet, label: 'Harga', value: service.price },
  ];
}
