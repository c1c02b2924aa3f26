import { Link } from 'wouter';
import { paths } from '../../../shared/routes.js';
import { absoluteHref } from '../../features/admin/nav.js';
import { AuthScreen, authLinkClass } from '../../features/auth/auth-screen.js';
import { ResetPasswordForm } from '../../features/auth/reset-password-form.js';

/** The page of an emailed reset link (issue 45 item 2, decision 0085): a new password, once. */
export function AdminResetPasswordPage({ token }: { token: string }) {
  return (
    <AuthScreen
      title="Choose a new password"
      description="This link works once. Afterwards every device is signed out, and you sign in with the new password."
      below={
        <>
          <Link href={absoluteHref(paths.admin.forgotPassword)} className={authLinkClass}>
            Ask for a new link
          </Link>
          <Link href={absoluteHref(paths.admin.login)} className={authLinkClass}>
            Back to sign in
          </Link>
        </>
      }
    >
      <ResetPasswordForm token={token} />
    </AuthScreen>
  );
}
