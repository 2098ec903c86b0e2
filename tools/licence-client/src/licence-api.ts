import {
  API_PREFIX,
  type DeviceAuthorizeResponse,
  type DeviceTokenError,
  type LatestRelease,
  type LicencePublicKeys,
  type LicenceRequest,
  type LicenceResponse,
  type MachineDescription,
  type Route,
  routes,
} from '@oneclick/shared';

/** A refusal from the portal: its HTTP status and body (`{ code, message, details? }`). */
export class PortalError extends Error {
  override name = 'PortalError';

  constructor(
    readonly status: number,
    readonly body: { code?: string; error?: DeviceTokenError; details?: { reason?: string } },
  ) {
    super(`The portal answered ${status}: ${JSON.stringify(body)}`);
  }
}

/** An address on the portal and its method: an operation of the contract, or the key set's document. */
interface Endpoint {
  method: string;
  path: string;
}

function operation(route: Route): Endpoint {
  return { method: route.method, path: `${API_PREFIX}${route.path}` };
}

async function call<T>(portal: string, endpoint: Endpoint, init: { body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${portal}${endpoint.path}`, {
    method: endpoint.method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    // The portal's API never redirects: a redirect would lead the software away from the pinned origin.
    redirect: 'error',
  });
  const body = response.status === 204 ? undefined : await response.json();
  if (!response.ok) throw new PortalError(response.status, body as PortalError['body']);
  return body as T;
}

/** RFC 8628 §3.1: the codes to show the user. */
export function startSignIn(portal: string, machine: MachineDescription): Promise<DeviceAuthorizeResponse> {
  return call(portal, operation(routes.device.startDeviceAuthorization), { body: machine });
}

/**
 * RFC 8628 §3.4: polls until the user decides, keeping the interval (5 s more after each
 * slow_down). Resolves to the device token; rejects with the PortalError of a denial or expiry.
 */
export async function waitForDeviceToken(
  portal: string,
  authorization: Pick<DeviceAuthorizeResponse, 'device_code' | 'interval'>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<string> {
  let interval = authorization.interval;
  for (;;) {
    await sleep(interval * 1000);
    try {
      const answer = await call<{ access_token: string }>(portal, operation(routes.device.exchangeDeviceCode), {
        body: { device_code: authorization.device_code },
      });
      return answer.access_token;
    } catch (error) {
      const code = error instanceof PortalError ? error.body.error : undefined;
      if (code === 'slow_down') interval += 5;
      else if (code !== 'authorization_pending') throw error;
    }
  }
}

export function activate(portal: string, token: string, request: LicenceRequest): Promise<LicenceResponse> {
  return call(portal, operation(routes.licences.activateMachine), { body: request, token });
}

export function checkIn(portal: string, token: string, request: LicenceRequest): Promise<LicenceResponse> {
  return call(portal, operation(routes.licences.checkInMachine), { body: request, token });
}

/** The portal's key set: fetched by LicenceClient from the pinned origin only, for a key id it does not know. */
export function fetchPublicKeys(portal: string): Promise<LicencePublicKeys> {
  return call(portal, { method: 'GET', path: '/.well-known/oneclick-licence-keys.json' });
}

/** The latest published version, its zip's URL and SHA-256 (404 NO_RELEASE before the first). */
export function latestRelease(portal: string): Promise<LatestRelease> {
  return call(portal, operation(routes.releases.findLatestRelease));
}
