import { SignInForm, type SignInFormProps } from '../../sections/desk/sign-in-form/sign-in-form';
import { SignedOutFrame } from './signed-out-frame';

type DeskSignInPageProps = SignInFormProps;

/**
 * /staf/masuk: the front desk's sign-in for the clinic's staff, e-mail and password and, for an
 * account with a second factor, its code; the form's props as they are.
 */
function DeskSignInPage(props: DeskSignInPageProps) {
  return (
    <SignedOutFrame
      title="Masuk meja depan"
      lead="Halaman ini untuk staf klinik. Pasien dapat membuat dan mengubah janji temu lewat halaman Janji Temu."
    >
      <SignInForm {...props} />
    </SignedOutFrame>
  );
}

export { DeskSignInPage, type DeskSignInPageProps };
