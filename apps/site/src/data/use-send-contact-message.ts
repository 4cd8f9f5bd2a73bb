import type { ContactMessageInput } from '@klinik/clinic';
import { useApi } from './api-context';

/**
 * POST /contact-messages: the contact form's message, stored by the API. A failure rejects, so
 * the form keeps what was typed and says so.
 */
export function useSendContactMessage(): (message: ContactMessageInput) => Promise<void> {
  const api = useApi();
  return async (message) => {
    await api.post('contactMessage', message);
  };
}
