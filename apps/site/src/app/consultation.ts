import {
  branches,
  chatTexts,
  chatUrl,
  checkForm,
  consultationInputSchema,
  optionLabel,
  type FormRefusal,
} from '@klinik/clinic';

/**
 * The home page's consultation form, checked (spec section 5): the chat address with the
 * consultation's text (name, number, branch and complaint), or the refusal the form shows. A
 * module of its own, loaded when the form is sent: the home page starts without the schemas.
 */
export function consultationChat(
  values: Record<string, string>,
  whatsapp: string,
): { ok: true; url: string } | FormRefusal {
  const checked = checkForm(consultationInputSchema, values);
  if (!checked.ok) return checked;
  const branchLabel = optionLabel(branches, checked.value.branch);
  return {
    ok: true,
    url: chatUrl(whatsapp, chatTexts.consultationForm({ ...checked.value, branchLabel })),
  };
}
