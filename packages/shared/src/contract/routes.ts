import type { Contract } from './index.js';
import type { RoutesOf } from './operation.js';

/**
 * The contract's methods and paths without its schemas, for the browser: a chunk that calls the API
 * needs no zod. Typed from the contract, so a path or method here that differs from its entry, or an
 * entry missing here, fails the type check.
 */
export const routes: RoutesOf<Contract> = {
  health: { checkHealth: { method: 'GET', path: '/health' } },
  site: { getSite: { method: 'GET', path: '/site' } },
  auth: {
    getSession: { method: 'GET', path: '/auth/session' },
    registerUser: { method: 'POST', path: '/auth/register' },
    verifyEmail: { method: 'POST', path: '/auth/verify-email' },
    checkLink: { method: 'POST', path: '/auth/check-link' },
    resendVerification: { method: 'POST', path: '/auth/resend-verification' },
    logIn: { method: 'POST', path: '/auth/login' },
    logOut: { method: 'POST', path: '/auth/logout' },
    changePassword: { method: 'POST', path: '/auth/change-password' },
    updateCompanyDetails: { method: 'PUT', path: '/auth/company' },
    requestPasswordReset: { method: 'POST', path: '/auth/forgot-password' },
    resetPassword: { method: 'POST', path: '/auth/reset-password' },
    setUpAdmin: { method: 'POST', path: '/auth/setup-admin' },
    startOAuth: { method: 'GET', path: '/auth/oauth/:provider/start' },
    finishOAuth: { method: 'GET', path: '/auth/oauth/:provider/callback' },
  },
  tutorials: {
    listTutorials: { method: 'GET', path: '/tutorials' },
    getTutorial: { method: 'GET', path: '/tutorials/:id' },
  },
  cms: {
    listCategories: { method: 'GET', path: '/cms/categories' },
    listCategoryOptions: { method: 'GET', path: '/cms/category-options' },
    createCategory: { method: 'POST', path: '/cms/categories' },
    updateCategory: { method: 'PATCH', path: '/cms/categories/:id' },
    deleteCategory: { method: 'DELETE', path: '/cms/categories/:id' },
    listPosts: { method: 'GET', path: '/cms/posts' },
    createPost: { method: 'POST', path: '/cms/posts' },
    updatePost: { method: 'PUT', path: '/cms/posts/:id' },
    deletePost: { method: 'DELETE', path: '/cms/posts/:id' },
  },
  secondFactor: {
    getSecondFactorStatus: { method: 'GET', path: '/auth/second-factor' },
    startTotpEnrolment: { method: 'POST', path: '/auth/totp' },
    confirmTotpEnrolment: { method: 'POST', path: '/auth/totp/confirm' },
    removeTotp: { method: 'DELETE', path: '/auth/totp' },
    renewRecoveryCodes: { method: 'POST', path: '/auth/recovery-codes' },
    startPasskeyRegistration: { method: 'POST', path: '/auth/passkeys/registration' },
    addPasskey: { method: 'POST', path: '/auth/passkeys' },
    removePasskey: { method: 'DELETE', path: '/auth/passkeys/:id' },
    startPasskeySignIn: { method: 'POST', path: '/auth/passkeys/sign-in' },
    signInWithPasskey: { method: 'POST', path: '/auth/login/passkey' },
    proveSecondFactor: { method: 'POST', path: '/auth/login/second-factor' },
  },
  users: {
    listUsers: { method: 'GET', path: '/users' },
    lookUpUser: { method: 'GET', path: '/users/lookup' },
    changeRole: { method: 'PUT', path: '/users/:id/role' },
    resetSecondFactor: { method: 'DELETE', path: '/users/:id/second-factor' },
    setEditorScope: { method: 'PUT', path: '/users/editor-scope' },
  },
  sales: {
    getSalesSummary: { method: 'GET', path: '/sales/summary' },
    listSales: { method: 'GET', path: '/sales' },
    exportSales: { method: 'GET', path: '/sales/export.xlsx' },
  },
  auditLog: { listAuditLog: { method: 'GET', path: '/audit-log' } },
  releases: {
    findLatestRelease: { method: 'GET', path: '/releases/latest' },
    listReleases: { method: 'GET', path: '/releases' },
    createRelease: { method: 'POST', path: '/releases' },
    publishRelease: { method: 'PUT', path: '/releases/:id/file' },
    withdrawRelease: { method: 'DELETE', path: '/releases/:id' },
  },
};
