import { Route, Routes } from 'react-router';
import { isEditor, isStaff, RequireAuth } from './guards/require-auth';
import { AppLayout } from './layout/app-layout';
import * as pages from './pages';

/** Every screen of the portal, at the spec's paths; each page is its own chunk (pages.ts). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<pages.HomePage />} />
        <Route path="pricing" element={<pages.PricingPage />} />
        <Route path="support" element={<pages.SupportPage />} />
        <Route path="refund" element={<pages.RefundPage />} />
        <Route path="delivery" element={<pages.DeliveryPage />} />
        <Route path="privacy" element={<pages.PrivacyPage />} />
        <Route path="videos" element={<pages.VideosPage />} />
        <Route path="tutorials" element={<pages.TutorialsPage />} />
        <Route path="be_reseller" element={<pages.BeResellerPage />} />
        <Route path="donation" element={<pages.DonationPage />} />
        <Route path="register" element={<pages.RegisterPage />} />
        <Route path="login" element={<pages.LoginPage />} />
        <Route path="verify_email" element={<pages.VerifyEmailPage />} />
        <Route path="forgot_password" element={<pages.ForgotPasswordPage />} />
        <Route path="reset_password" element={<pages.ResetPasswordPage />} />
        <Route path="setup_admin" element={<pages.SetupAdminPage />} />
        <Route element={<RequireAuth />}>
          <Route path="profile" element={<pages.ProfilePage />} />
          <Route path="change_password" element={<pages.ChangePasswordPage />} />
          <Route path="device" element={<pages.DevicePage />} />
          <Route path="invoice_en" element={<pages.InvoiceEnPage />} />
          <Route path="receipt/:orderId" element={<pages.ReceiptPage />} />
        </Route>
        <Route element={<RequireAuth visitorTo="/" />}>
          <Route path="invoice_vi" element={<pages.InvoiceViPage />} />
        </Route>
        <Route element={<RequireAuth allow={isStaff} />}>
          <Route path="users" element={<pages.UsersPage />} />
        </Route>
        <Route element={<RequireAuth allow={isEditor} />}>
          <Route path="write_post" element={<pages.WritePostPage />} />
          <Route path="cms" element={<pages.CmsPage />} />
        </Route>
        <Route path="*" element={<pages.NotFoundPage />} />
      </Route>
    </Routes>
  );
}
