import type { ComponentStatus } from '../../stories/status';

export const status = {
  status: 'beta',
} satisfies ComponentStatus;
