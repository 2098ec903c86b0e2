import {
  changePasswordRequestSchema,
  emailRequestSchema,
  linkCheckRequestSchema,
  loginRequestSchema,
  oauthProviderParamsSchema,
  oauthStartQuerySchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  setupAdminRequestSchema,
  tokenRequestSchema,
} from '../schemas/auth.js';
import { messageResponseSchema } from '../schemas/common.js';
import { companyDetailsRequestSchema, companyDetailsSchema } from '../schemas/receipts.js';
import { loginResponseSchema } from '../schemas/second-factor.js';
import { API_PATHS } from './api-paths.js';
import { NO_JSON, operation } from './operation.js';

/** Accounts: registration, the password login and its links, the company on receipts, Google and Facebook. */
export const auth = {
  getSession: operation({
    ...API_PATHS.auth.getSession,
    access: 'public',
    summary: "The signed-in user, or null (the spec's verify_loggin)",
    responses: { 200: sessionResponseSchema },
  }),
  registerUser: operation({
    ...API_PATHS.auth.registerUser,
    access: 'public',
    failureCode: 'REGISTER_FAIL',
    summary: 'Create an account and mail its activation link',
    body: registerRequestSchema,
    responses: { 201: messageResponseSchema },
  }),
  verifyEmail: operation({
    ...API_PATHS.auth.verifyEmail,
    access: 'public',
    summary: "Verify an e-mail address with the link's token",
    body: tokenRequestSchema,
    responses: { 200: messageResponseSchema },
  }),
  checkLink: operation({
    ...API_PATHS.auth.checkLink,
    access: 'public',
    summary: 'Whether a reset or setup link can still be used (it is not used by asking)',
    body: linkCheckRequestSchema,
    responses: { 200: messageResponseSchema },
  }),
  resendVerification: operation({
    ...API_PATHS.auth.resendVerification,
    access: 'public',
    summary: 'Mail a new activation link',
    body: emailRequestSchema,
    responses: { 200: messageResponseSchema },
  }),
  logIn: operation({
    ...API_PATHS.auth.logIn,
    access: 'public',
    failureCode: 'LOGIN_FAIL',
    summary: 'Log in with e-mail and password; an account with a second factor is asked for it next',
    body: loginRequestSchema,
    responses: { 200: loginResponseSchema },
  }),
  sendLoginLink: operation({
    ...API_PATHS.auth.sendLoginLink,
    access: 'public',
    failureCode: 'LOGIN_FAIL',
    summary:
      'Mail a one-time sign-in link, the way in for the owner of a throttled account (same answer for every address)',
    body: emailRequestSchema,
    responses: { 200: messageResponseSchema },
  }),
  logInWithLink: operation({
    ...API_PATHS.auth.logInWithLink,
    access: 'public',
    failureCode: 'LOGIN_FAIL',
    summary: 'Sign in with the e-mailed link; an account with a second factor is asked for it next',
    body: tokenRequestSchema,
    responses: { 200: loginResponseSchema },
  }),
  logOut: operation({
    ...API_PATHS.auth.logOut,
    access: 'public',
    failureCode: 'LOGOUT_FAIL',
    summary: 'End this session',
    responses: { 204: NO_JSON },
  }),
  changePassword: operation({
    ...API_PATHS.auth.changePassword,
    access: 'user',
    failureCode: 'CHANGE_PWD_FAIL',
    summary: 'Change the password; signs out the other sessions, and the software unless keepDevices',
    body: changePasswordRequestSchema,
    responses: { 200: messageResponseSchema },
  }),
  updateCompanyDetails: operation({
    ...API_PATHS.auth.updateCompanyDetails,
    access: 'user',
    summary: "Set the company the user's receipts are made out to (name, address, Vietnamese tax code)",
    body: companyDetailsRequestSchema,
    responses: { 200: companyDetailsSchema },
  }),
  requestPasswordReset: operation({
    ...API_PATHS.auth.requestPasswordReset,
    access: 'public',
    failureCode: 'REQUEST_PWD_FAIL',
    summary: 'Mail a password-reset link (same answer for every address)',
    body: emailRequestSchema,
    responses: { 200: messageResponseSchema },
  }),
  resetPassword: operation({
    ...API_PATHS.auth.resetPassword,
    access: 'public',
    failureCode: 'REQUEST_PWD_FAIL',
    summary: "Set a new password with the reset link's token",
    body: resetPasswordRequestSchema,
    responses: { 200: messageResponseSchema },
  }),
  setUpAdmin: operation({
    ...API_PATHS.auth.setUpAdmin,
    access: 'public',
    failureCode: 'REGISTER_FAIL',
    summary: 'Create the first super admin with the one-time setup link',
    body: setupAdminRequestSchema,
    responses: { 201: messageResponseSchema },
  }),
  startOAuth: operation({
    ...API_PATHS.auth.startOAuth,
    access: 'public',
    summary: 'Redirect to Google or Facebook to sign in',
    params: oauthProviderParamsSchema,
    query: oauthStartQuerySchema,
    responses: { 302: NO_JSON },
  }),
  finishOAuth: operation({
    ...API_PATHS.auth.finishOAuth,
    access: 'public',
    summary: 'Where Google or Facebook send the browser back',
    params: oauthProviderParamsSchema,
    responses: { 302: NO_JSON },
  }),
};
