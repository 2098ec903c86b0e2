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
  licenceKeys: {
    generateLicenceKeys: { method: 'POST', path: '/licence-keys' },
    listLicenceKeys: { method: 'GET', path: '/licence-keys' },
    redeemLicenceKey: { method: 'POST', path: '/licence-keys/redeem' },
    quoteLicenceKeyRedemption: { method: 'POST', path: '/licence-keys/redeem/quote' },
    reassignLicenceKey: { method: 'PATCH', path: '/licence-keys/:code' },
    deleteLicenceKey: { method: 'DELETE', path: '/licence-keys/:code' },
  },
  resellers: {
    submitResellerApplication: { method: 'POST', path: '/reseller-applications' },
    listResellerApplications: { method: 'GET', path: '/reseller-applications' },
    approveResellerApplication: { method: 'POST', path: '/reseller-applications/:id/approve' },
    declineResellerApplication: { method: 'POST', path: '/reseller-applications/:id/decline' },
    listResellers: { method: 'GET', path: '/resellers' },
    getResellerSummary: { method: 'GET', path: '/resellers/me' },
    changeCommissionRate: { method: 'PATCH', path: '/resellers/:userId' },
    revokeReseller: { method: 'DELETE', path: '/resellers/:userId' },
  },
  orders: {
    createOrder: { method: 'POST', path: '/orders' },
    listOrders: { method: 'GET', path: '/orders' },
    listOwnOrders: { method: 'GET', path: '/me/orders' },
    getOrder: { method: 'GET', path: '/orders/:id' },
    quoteOrderPlan: { method: 'GET', path: '/orders/:id/plan-quote' },
    startPaypalPayment: { method: 'POST', path: '/orders/:id/paypal' },
    capturePaypalPayment: { method: 'GET', path: '/payments/paypal/return' },
    returnFromCancelledPaypal: { method: 'GET', path: '/payments/paypal/cancel' },
    receivePaypalWebhook: { method: 'POST', path: '/payments/paypal/webhook' },
    confirmTransfer: { method: 'POST', path: '/orders/:id/confirm-transfer' },
    markOrderPaid: { method: 'POST', path: '/orders/:id/mark-paid' },
    cancelOrder: { method: 'POST', path: '/orders/:id/cancel' },
    receiveBankTransfer: { method: 'POST', path: '/payments/bank/webhook' },
    listUnmatchedTransfers: { method: 'GET', path: '/payments/bank/unmatched' },
    cancelOwnOrder: { method: 'POST', path: '/me/orders/:id/cancel' },
    findOrdersToMatch: { method: 'GET', path: '/payments/bank/orders-to-match' },
    matchBankTransfer: { method: 'POST', path: '/payments/bank/transfers/:id/match' },
    markBankTransferRefunded: { method: 'POST', path: '/payments/bank/transfers/:id/refunded' },
    dismissBankTransfer: { method: 'POST', path: '/payments/bank/transfers/:id/dismiss' },
  },
  device: {
    startDeviceAuthorization: { method: 'POST', path: '/device/authorize' },
    exchangeDeviceCode: { method: 'POST', path: '/device/token' },
    findDeviceRequest: { method: 'GET', path: '/device/requests/:userCode' },
    decideDeviceRequest: { method: 'POST', path: '/device/decision' },
  },
  licences: {
    activateMachine: { method: 'POST', path: '/licence/activate' },
    checkInMachine: { method: 'POST', path: '/licence/check-in' },
    listOwnMachines: { method: 'GET', path: '/licence/machines' },
    listMachines: { method: 'GET', path: '/users/:id/machines' },
    releaseMachine: { method: 'DELETE', path: '/licence/machines/:id' },
  },
};
