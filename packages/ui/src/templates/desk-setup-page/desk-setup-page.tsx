import { staffMessages } from '@klinik/clinic';
import { SetupForm, type SetupFormProps } from '../../sections/desk/setup-form/setup-form';
import { SignedOutFrame } from '../desk-sign-in-page/signed-out-frame';

type DeskSetupPageProps = {
  /** The set-up form's props; absent when the link is unknown, used or expired (404/410). */
  setup?: SetupFormProps;
};

/**
 * /staf/atur/:token: a staff member sets the account's password and authenticator from the link
 * an admin gave; a link that no longer works says so and whom to ask.
 */
function DeskSetupPage({ setup }: DeskSetupPageProps) {
  if (!setup)
    return (
      <SignedOutFrame title="Tautan tidak berlaku" lead={staffMessages.setupLinkInvalid}>
        {null}
      </SignedOutFrame>
    );
  return (
    <SignedOutFrame
      title={setup.done ? 'Akun siap' : 'Atur akun meja depan'}
      lead="Buat kata sandi Anda dan hubungkan aplikasi autentikator."
    >
      <SetupForm {...setup} />
    </SignedOutFrame>
  );
}

export { DeskSetupPage, type DeskSetupPageProps };
