import { paths } from '../../../shared/routes.js';
import { AuthLink, AuthScreen } from '../../features/auth/auth-screen.js';
import { ResetPasswordForm } from '../../features/auth/reset-password-form.js';

/** The page of an emailed reset link (issue 45 item 2, decision 0085): a new password, once. */
export function AdminResetPasswordPage({ token }: { token: string }) {
  return (
    <AuthScreen
      title="Choose a new password"
      description="This link works once. Afterwards every device is signed out, and you sign in with the new password."
      below={
        <>
          <AuthLink href={paths.admin.forgotPassword}>Ask for a new link</AuthLink>
          <AuthLink href={paths.admin.login}>Back to sign in</AuthLink>
        </>
      }
    >
      <ResetPasswordForm token={token} />
    </AuthScreen>
  );
}
