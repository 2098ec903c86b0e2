import { Route, Switch } from 'wouter';
import { isEditor, isStaff, RequireAuth } from './guards/require-auth';
import { AppLayout } from './layout/app-layout';
import * as pages from './pages';

/**
 * Every screen of the portal, at the spec's paths; each page is its own chunk (pages.ts). Who may
 * see a page is declared on its route: a page without RequireAuth is public.
 */
export function AppRoutes() {
  return (
    <AppLayout>
      <Switch>
        <Route path="/" component={pages.HomePage} />
        <Route path="/pricing" component={pages.PricingPage} />
        <Route path="/support" component={pages.SupportPage} />
        <Route path="/refund" component={pages.RefundPage} />
        <Route path="/delivery" component={pages.DeliveryPage} />
        <Route path="/privacy" component={pages.PrivacyPage} />
        <Route path="/videos" component={pages.VideosPage} />
        <Route path="/tutorials" component={pages.TutorialsPage} />
        <Route path="/be_reseller" component={pages.BeResellerPage} />
        <Route path="/donation" component={pages.DonationPage} />
        <Route path="/register" component={pages.RegisterPage} />
        <Route path="/login" component={pages.LoginPage} />
        <Route path="/verify_email" component={pages.VerifyEmailPage} />
        <Route path="/forgot_password" component={pages.ForgotPasswordPage} />
        <Route path="/reset_password" component={pages.ResetPasswordPage} />
        <Route path="/setup_admin" component={pages.SetupAdminPage} />
        <Route path="/profile">
          <RequireAuth>
            <pages.ProfilePage />
          </RequireAuth>
        </Route>
        <Route path="/change_password">
          <RequireAuth>
            <pages.ChangePasswordPage />
          </RequireAuth>
        </Route>
        <Route path="/security">
          <RequireAuth>
            <pages.SecurityPage />
          </RequireAuth>
        </Route>
        <Route path="/device">
          <RequireAuth>
            <pages.DevicePage />
          </RequireAuth>
        </Route>
        <Route path="/invoice_en">
          <RequireAuth>
            <pages.InvoiceEnPage />
          </RequireAuth>
        </Route>
        <Route path="/receipt/:orderId">
          <RequireAuth>
            <pages.ReceiptPage />
          </RequireAuth>
        </Route>
        <Route path="/invoice_vi">
          <RequireAuth visitorTo="/">
            <pages.InvoiceViPage />
          </RequireAuth>
        </Route>
        <Route path="/users">
          <RequireAuth allow={isStaff}>
            <pages.UsersPage />
          </RequireAuth>
        </Route>
        <Route path="/write_post">
          <RequireAuth allow={isEditor}>
            <pages.WritePostPage />
          </RequireAuth>
        </Route>
        <Route path="/cms">
          <RequireAuth allow={isEditor}>
            <pages.CmsPage />
          </RequireAuth>
        </Route>
        <Route component={pages.NotFoundPage} />
      </Switch>
    </AppLayout>
  );
}
