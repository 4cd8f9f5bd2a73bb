import { clinic } from '@klinik/clinic';
import { useOpenStatus } from '../../hooks/use-open-status';
import { StatusLine, type OpenStatusProps } from './open-status';

/** OpenStatus once its chunk is loaded: the pending line, then the status from the clock. */
export default function LiveOpenStatus({
  hours,
  timeZone = clinic.timezone,
  now,
  pendingText = '',
  ...props
}: OpenStatusProps) {
  const status = useOpenStatus(hours, timeZone, now);
  return status ? (
    <StatusLine state={status.open ? 'open' : 'closed'} text={status.text} {...props} />
  ) : (
    <StatusLine state="pending" text={pendingText} {...props} />
  );
}
