import { WEB_PATHS } from '@oneclick/shared';
import { Route, Switch } from 'wouter';
import { isEditor, isStaff, RequireAuth } from './guards/require-auth';
import { AppLayout } from './layout/app-layout';
import * as pages from './pages';

/**
 * Every screen of the portal, at the spec's paths; each page is its own chunk (pages.ts). Who may
 * see a page is declared on its route: a page without RequireAuth is public. The pages the server
 * links to take their paths from WEB_PATHS, which its e-mails use too.
 */
export function AppRoutes() {
  return (
    <AppLayout>
      <Switch>
        <Route path={WEB_PATHS.home} component={pages.HomePage} />
        <Route path={WEB_PATHS.pricing} component={pages.PricingPage} />
        <Route path={WEB_PATHS.support} component={pages.SupportPage} />
        <Route path={WEB_PATHS.refund} component={pages.RefundPage} />
        <Route path={WEB_PATHS.delivery} component={pages.DeliveryPage} />
        <Route path={WEB_PATHS.privacy} component={pages.PrivacyPage} />
        <Route path={WEB_PATHS.videos} component={pages.VideosPage} />
        <Route path={WEB_PATHS.tutorials} component={pages.TutorialsPage} />
        <Route path={WEB_PATHS.beReseller} component={pages.BeResellerPage} />
        <Route path={WEB_PATHS.donation} component={pages.DonationPage} />
        <Route path={WEB_PATHS.register} component={pages.RegisterPage} />
        <Route path={WEB_PATHS.login} component={pages.LoginPage} />
        <Route path={WEB_PATHS.verifyEmail} component={pages.VerifyEmailPage} />
        <Route path={WEB_PATHS.forgotPassword} component={pages.ForgotPasswordPage} />
        <Route path={WEB_PATHS.resetPassword} component={pages.ResetPasswordPage} />
        <Route path={WEB_PATHS.setupAdmin} component={pages.SetupAdminPage} />
        <Route path={WEB_PATHS.profile}>
          <RequireAuth>
            <pages.ProfilePage />
          </RequireAuth>
        </Route>
        <Route path={WEB_PATHS.changePassword}>
          <RequireAuth>
            <pages.ChangePasswordPage />
          </RequireAuth>
        </Route>
        <Route path={WEB_PATHS.security}>
          <RequireAuth>
            <pages.SecurityPage />
          </RequireAuth>
        </Route>
        <Route path={WEB_PATHS.renew}>
          <RequireAuth>
            <pages.RenewPage />
          </RequireAuth>
        </Route>
        <Route path={WEB_PATHS.device}>
          <RequireAuth>
            <pages.DevicePage />
          </RequireAuth>
        </Route>
        <Route path={WEB_PATHS.invoiceEn}>
          <RequireAuth>
            <pages.InvoiceEnPage />
          </RequireAuth>
        </Route>
        <Route path={WEB_PATHS.receipt}>
          <RequireAuth>
            <pages.ReceiptPage />
          </RequireAuth>
        </Route>
        <Route path={WEB_PATHS.invoiceVi}>
          <RequireAuth visitorTo="/">
            <pages.InvoiceViPage />
          </RequireAuth>
        </Route>
        <Route path={WEB_PATHS.dashboard}>
          <RequireAuth allow={isStaff}>
            <pages.UsersPage />
          </RequireAuth>
        </Route>
        <Route path={WEB_PATHS.writePost}>
          <RequireAuth allow={isEditor}>
            <pages.WritePostPage />
          </RequireAuth>
        </Route>
        <Route path={WEB_PATHS.cms}>
          <RequireAuth allow={isEditor}>
            <pages.CmsPage />
          </RequireAuth>
        </Route>
        <Route component={pages.NotFoundPage} />
      </Switch>
    </AppLayout>
  );
}
