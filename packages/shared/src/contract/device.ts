import {
  deviceAuthorizeRequestSchema,
  deviceAuthorizeResponseSchema,
  deviceDecisionRequestSchema,
  deviceRequestParamsSchema,
  deviceRequestSchema,
  deviceTokenErrorSchema,
  deviceTokenRequestSchema,
  deviceTokenResponseSchema,
} from '../schemas/device.js';
import { API_PATHS } from './api-paths.js';
import { NO_JSON, operation } from './operation.js';

/** Signing in from the software (RFC 8628): the machine gets codes, the user decides on /device. */
export const device = {
  startDeviceAuthorization: operation({
    ...API_PATHS.device.startDeviceAuthorization,
    access: 'public',
    caller: 'software',
    summary: 'The software asks to sign in: a device code for it, a user code for its user (RFC 8628 §3.1)',
    body: deviceAuthorizeRequestSchema,
    responses: { 200: deviceAuthorizeResponseSchema },
  }),
  exchangeDeviceCode: operation({
    ...API_PATHS.device.exchangeDeviceCode,
    access: 'public',
    caller: 'software',
    summary: 'The software polls with its device code until the user decides (RFC 8628 §3.4)',
    body: deviceTokenRequestSchema,
    responses: { 200: deviceTokenResponseSchema, 400: deviceTokenErrorSchema },
  }),
  findDeviceRequest: operation({
    ...API_PATHS.device.findDeviceRequest,
    access: 'user',
    summary: 'Which machine waits for this user code, for /device',
    params: deviceRequestParamsSchema,
    responses: { 200: deviceRequestSchema },
  }),
  decideDeviceRequest: operation({
    ...API_PATHS.device.decideDeviceRequest,
    access: 'user',
    summary: 'The signed-in user approves or denies the machine that shows this user code',
    body: deviceDecisionRequestSchema,
    responses: { 204: NO_JSON },
  }),
};
