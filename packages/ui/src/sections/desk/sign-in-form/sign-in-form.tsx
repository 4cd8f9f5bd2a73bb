import { LogIn } from 'lucide-react';
import type { FormAnswer } from '@klinik/clinic';
import { useFormAnswer } from '../../contact/use-form-answer';
import type { FormComponent, FormElementProps } from '../../../lib/form';
import { InputField } from '../../../primitives/field/field';
import { FormCard } from '../../../primitives/form-card/form-card';

type SignInFormProps = Omit<FormElementProps, 'method' | 'children'> & {
  /** The sign-in page's address: the form posts there (`staffSignInSchema`'s fields). */
  action: string;
  /** What the form renders as: the site's router form. */
  as?: FormComponent;
  /**
   * The second step: the password was right and the account has a second factor
   * (`staffMessages.codeRequired`); the form asks for the code. The action answers that step as
   * a refusal naming `code` (`errors.code`), so the focus goes to it.
   */
  codeStep?: boolean;
  /** Sending now: the button reads 'Mengirim...'. */
  pending?: boolean;
  /**
   * The action's answer: the API's words in an alert (`signInFailed`, the same for every wrong
   * part; `wait(minutes)` after too many tries), a field's message at its field. The e-mail comes
   * back in its `values`; a password never does.
   */
  answer?: FormAnswer;
};

const fieldOrder = ['email', 'password', 'code'] as const;

/**
 * The desk's sign-in: e-mail and password, and on the second step the code of the authenticator
 * app or one of the recovery codes. A POST form to the sign-in page's action, so it works without
 * script; the browser's password manager fills it (`username`, `current-password`,
 * `one-time-code`) and paste works in every field. What went wrong is said once, the same for an
 * unknown e-mail, a wrong password or a wrong code; after too many tries it says how long to wait.
 */
function SignInForm({
  as,
  action,
  codeStep = false,
  pending = false,
  answer,
  ...props
}: SignInFormProps) {
  const { formRef, errors, message, values, onChange } = useFormAnswer(answer, fieldOrder);
  return (
    <FormCard
      as={as}
      ref={formRef}
      slot="sign-in-form"
      action={action}
      aria-label="Masuk ke meja depan"
      pending={pending}
      notice={message}
      submit={{ label: 'Masuk', icon: LogIn }}
      onChange={onChange}
      {...props}
    >
      <InputField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        required
        defaultValue={values.email}
        error={errors.email}
      />
      <InputField
        label="Kata sandi"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
        hint={codeStep ? 'Masukkan lagi kata sandi Anda bila kolom ini kosong.' : undefined}
      />
      {codeStep ? (
        <InputField
          label="Kode verifikasi"
          name="code"
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          required
          maxLength={32}
          hint="6 angka dari aplikasi autentikator, atau salah satu kode pemulihan."
          error={errors.code}
        />
      ) : null}
    </FormCard>
  );
}

export { SignInForm, type SignInFormProps };
