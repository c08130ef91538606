// The account area's pages, loaded together on the first visit to any of them.
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
export { SignInPage } from './sign-in-page';
export { SignUpPage } from './sign-up-page';
export { VerifyEmailPage } from './verify-email-page';
