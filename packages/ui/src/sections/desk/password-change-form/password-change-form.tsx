import { KeyRound } from 'lucide-react';
import { passwordRules, type FormAnswer } from '@klinik/clinic';
import { useFormAnswer } from '../../contact/use-form-answer';
import type { FormComponent, FormElementProps } from '../../../lib/form';
import { InputField } from '../../../primitives/field/field';
import { FormCard } from '../../../primitives/form-card/form-card';
import { deskIntent } from '../desk-intents';

type PasswordChangeFormProps = Omit<FormElementProps, 'method' | 'children'> & {
  /** The own account page's address: the form posts there (intent `change-password`). */
  action: string;
  /** What the form renders as: the site's router form. */
  as?: FormComponent;
  /** Sending now: the button reads 'Mengirim...'. */
  pending?: boolean;
  /**
   * The action's answer: each refused field's message at its field (`currentPasswordWrong`,
   * `passwordTooShort`, `passwordCommon`, `passwordMismatch`), the API's words in an alert (the
   * wait after too many wrong passwords, `staffMessages.wait`). Passwords never come back.
   */
  answer?: FormAnswer;
};

const fieldOrder = ['current_password', 'password', 'password_repeat'] as const;

/**
 * A signed-in staff member changes their own password: the current one first (a wrong one counts
 * as a failed sign-in), then the new one twice under the set-up's rules (15 to 128 characters,
 * any characters, paste allowed; a common or leaked one, or the account's own words, refused).
 * Every other session of the account ends; this device stays signed in. A POST form (intent
 * `change-password`) that works without script; the browser's password manager knows which field
 * is which (`current-password`, `new-password`).
 */
function PasswordChangeForm({
  as,
  action,
  pending = false,
  answer,
  ...props
}: PasswordChangeFormProps) {
  const { formRef, errors, message, fieldsKey, onChange } = useFormAnswer(answer, fieldOrder);
  return (
    <FormCard
      as={as}
      ref={formRef}
      slot="password-change-form"
      action={action}
      aria-label="Ganti kata sandi"
      pending={pending}
      notice={message}
      submit={{ label: 'Ganti kata sandi', icon: KeyRound }}
      onChange={onChange}
      {...props}
    >
      <input type="hidden" name={deskIntent.name} value={deskIntent.changePassword} />
      <p className="text-foreground">
        Setelah diganti, akun ini keluar dari semua perangkat lain: di sana perlu masuk lagi dengan
        kata sandi baru. Di perangkat ini Anda tetap masuk.
      </p>
      <div key={fieldsKey} className="grid gap-5">
        <InputField
          label="Kata sandi saat ini"
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.current_password}
        />
        <InputField
          label="Kata sandi baru"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={passwordRules.maxLength}
          hint={`${passwordRules.minLength} sampai ${passwordRules.maxLength} karakter, boleh huruf, angka, spasi, atau simbol apa saja. Rangkaian beberapa kata mudah diingat; menempel dari pengelola kata sandi boleh.`}
          error={errors.password}
        />
        <InputField
          label="Ulangi kata sandi baru"
          name="password_repeat"
          type="password"
          autoComplete="new-password"
          required
          maxLength={passwordRules.maxLength}
          error={errors.password_repeat}
        />
      </div>
    </FormCard>
  );
}

export { PasswordChangeForm, type PasswordChangeFormProps };
