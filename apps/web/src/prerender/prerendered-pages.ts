interface PrerenderedPage {
  path: string;
  /** Under `dist/pages/<language>/`. */
  file: string;
  /** The page's module: its chunk and CSS are linked from the page's head. */
  module: string;
}

/** The public pages written as HTML at build time, in every language (scripts/prerender.ts). */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html', module: 'src/features/home/pages/home-page.tsx' },
  { path: '/pricing', file: 'pricing.html', module: 'src/features/pricing/pages/pricing-page.tsx' },
  { path: '/support', file: 'support.html', module: 'src/features/support/pages/support-page.tsx' },
  { path: '/refund', file: 'refund.html', module: 'src/features/policies/pages/refund-page.tsx' },
  { path: '/delivery', file: 'delivery.html', module: 'src/features/policies/pages/delivery-page.tsx' },
  { path: '/privacy', file: 'privacy.html', module: 'src/features/policies/pages/privacy-page.tsx' },
  { path: '/videos', file: 'videos.html', module: 'src/features/tutorials/pages/videos-page.tsx' },
  { path: '/tutorials', file: 'tutorials.html', module: 'src/features/tutorials/pages/tutorials-page.tsx' },
  { path: '/register', file: 'register.html', module: 'src/features/auth/pages/register-page.tsx' },
  { path: '/login', file: 'login.html', module: 'src/app/pages/login-with-second-factor.tsx' },
];
