import { paths } from '../../../shared/routes.js';
import { AuthLink, AuthScreen, authLinkClass } from '../../features/auth/auth-screen.js';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form.js';

/** "Forgot password?" (issue 45 item 2): the reset link goes to the owner's email address. */
export function AdminForgotPasswordPage() {
  return (
    <AuthScreen
      title="Forgot password?"
      description="Type your username. A link to choose a new password is emailed to the owner's address, the one the site sends its messages to. It works once, for one hour."
      below={
        <>
          <AuthLink href={paths.admin.login}>Back to sign in</AuthLink>
          <a href={paths.home} className={authLinkClass}>
            Back to the website
          </a>
        </>
      }
    >
      <ForgotPasswordForm />
      <p className="mt-5 text-sm text-muted-foreground">
        No email arriving, or the site sends none yet? Whoever runs the server can set a new password with{' '}
        <code className="whitespace-nowrap rounded bg-muted px-1 py-0.5 text-foreground">
          npm run reset-password
        </code>
        .
      </p>
    </AuthScreen>
  );
}
