import type { ContactMessageInput } from '@klinik/clinic';
import { FormSubmitError } from '@klinik/ui';
import { ApiError } from './api-client';
import { useApi } from './api-context';

/**
 * POST /contact-messages: the contact form's message, stored by the API. A failure rejects, so
 * the form keeps what was typed and says so; where the API says what the visitor can change
 * (a 429's "coba lagi dalam 8 menit", a refused field), its words replace the form's generic text.
 */
export function useSendContactMessage(): (message: ContactMessageInput) => Promise<void> {
  const api = useApi();
  return async (message) => {
    try {
      await api.post('contactMessage', message);
    } catch (error) {
      if (error instanceof ApiError && error.body && error.status < 500) {
        throw new FormSubmitError(error.body.message);
      }
      throw error;
    }
  };
}
