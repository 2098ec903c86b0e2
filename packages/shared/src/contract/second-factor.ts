import {
  addPasskeyRequestSchema,
  loginResponseSchema,
  passkeySignInRequestSchema,
  passkeySummarySchema,
  recoveryCodesSchema,
  secondFactorCodeRequestSchema,
  secondFactorStatusSchema,
  totpCodeRequestSchema,
  totpEnrolmentSchema,
  webauthnOptionsSchema,
} from '../schemas/second-factor.js';
import { idParamsSchema, messageResponseSchema } from '../schemas/common.js';
import { tokenRequestSchema } from '../schemas/auth.js';
import { API_PATHS } from './api-paths.js';
import { NO_JSON, operation } from './operation.js';

/** Authenticator apps, passkeys and recovery codes, and the login's second step (decision 023). */
export const secondFactor = {
  getSecondFactorStatus: operation({
    ...API_PATHS.secondFactor.getSecondFactorStatus,
    access: 'user',
    summary: 'How the signed-in account proves a second factor',
    responses: { 200: secondFactorStatusSchema },
  }),
  sendSecondFactorSetupLink: operation({
    ...API_PATHS.secondFactor.sendSecondFactorSetupLink,
    access: 'user',
    summary: 'E-mail an admin account without a second factor the link that lets this session set up its first',
    responses: { 200: messageResponseSchema },
  }),
  openSecondFactorSetupLink: operation({
    ...API_PATHS.secondFactor.openSecondFactorSetupLink,
    access: 'user',
    summary: 'Open the e-mailed setup link: this session may set up the first second factor for 30 minutes',
    body: tokenRequestSchema,
    responses: { 204: NO_JSON },
  }),
  startTotpEnrolment: operation({
    ...API_PATHS.secondFactor.startTotpEnrolment,
    access: 'user',
    summary: 'Start setting up an authenticator app: its secret, to scan or type',
    responses: { 200: totpEnrolmentSchema },
  }),
  confirmTotpEnrolment: operation({
    ...API_PATHS.secondFactor.confirmTotpEnrolment,
    access: 'user',
    summary: 'Confirm the authenticator app with its first code; the first second factor brings recovery codes',
    body: totpCodeRequestSchema,
    responses: { 200: recoveryCodesSchema },
  }),
  removeTotp: operation({
    ...API_PATHS.secondFactor.removeTotp,
    access: 'user',
    summary: 'Remove the authenticator app',
    responses: { 204: NO_JSON },
  }),
  renewRecoveryCodes: operation({
    ...API_PATHS.secondFactor.renewRecoveryCodes,
    access: 'user',
    summary: 'Ten new recovery codes in place of the old ones',
    responses: { 200: recoveryCodesSchema },
  }),
  startPasskeyRegistration: operation({
    ...API_PATHS.secondFactor.startPasskeyRegistration,
    access: 'user',
    summary: "Start adding a passkey: the options for the browser's navigator.credentials.create",
    responses: { 200: webauthnOptionsSchema },
  }),
  addPasskey: operation({
    ...API_PATHS.secondFactor.addPasskey,
    access: 'user',
    summary: 'Keep the passkey the browser created; the first second factor brings recovery codes',
    body: addPasskeyRequestSchema,
    responses: { 201: recoveryCodesSchema.extend({ passkey: passkeySummarySchema }) },
  }),
  removePasskey: operation({
    ...API_PATHS.secondFactor.removePasskey,
    access: 'user',
    summary: 'Remove one of your passkeys',
    params: idParamsSchema,
    responses: { 204: NO_JSON },
  }),
  startPasskeySignIn: operation({
    ...API_PATHS.secondFactor.startPasskeySignIn,
    access: 'public',
    summary:
      "Start a passkey sign-in (a login's second step, or without a password): options for navigator.credentials.get",
    responses: { 200: webauthnOptionsSchema },
  }),
  signInWithPasskey: operation({
    ...API_PATHS.secondFactor.signInWithPasskey,
    access: 'public',
    failureCode: 'LOGIN_FAIL',
    summary: "Sign in with the passkey's answer",
    body: passkeySignInRequestSchema,
    responses: { 200: loginResponseSchema },
  }),
  proveSecondFactor: operation({
    ...API_PATHS.secondFactor.proveSecondFactor,
    access: 'public',
    failureCode: 'LOGIN_FAIL',
    summary: "Finish a login with the authenticator app's code or a recovery code",
    body: secondFactorCodeRequestSchema,
    responses: { 200: loginResponseSchema },
  }),
};
