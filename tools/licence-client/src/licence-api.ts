import {
  ApiError,
  apiErrorOf,
  createClient,
  type DeviceAuthorizeResponse,
  type DeviceTokenError,
  type LatestRelease,
  type LicencePublicKeys,
  type LicenceRequest,
  type LicenceResponse,
  LICENCE_KEYS_PATH,
  type MachineDescription,
  routes,
} from '@oneclick/shared';

/** The portal's API as the software calls it: from the pinned origin, never redirected, with its device token. */
function portalClient(portal: string, token?: string) {
  return createClient((path, request) =>
    fetch(`${portal}${path}`, {
      ...request,
      headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      // The portal's API never redirects: a redirect would lead the software away from the pinned origin.
      redirect: 'error',
    }),
  );
}

/** The RFC 8628 error a refused device-code exchange answers with (`authorization_pending`, `slow_down`…). */
function deviceTokenError(error: unknown): DeviceTokenError | undefined {
  return error instanceof ApiError ? (error.body as { error?: DeviceTokenError } | undefined)?.error : undefined;
}

/** RFC 8628 §3.1: the codes to show the user. */
export function startSignIn(portal: string, machine: MachineDescription): Promise<DeviceAuthorizeResponse> {
  return portalClient(portal).call(routes.device.startDeviceAuthorization, { body: machine });
}

/**
 * RFC 8628 §3.4: polls until the user decides, keeping the interval (5 s more after each
 * slow_down). Resolves to the device token; rejects with the ApiError of a denial or expiry.
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
      const answer = await portalClient(portal).call(routes.device.exchangeDeviceCode, {
        body: { device_code: authorization.device_code },
      });
      return answer.access_token;
    } catch (error) {
      const code = deviceTokenError(error);
      if (code === 'slow_down') interval += 5;
      else if (code !== 'authorization_pending') throw error;
    }
  }
}

export function activate(portal: string, token: string, request: LicenceRequest): Promise<LicenceResponse> {
  return portalClient(portal, token).call(routes.licences.activateMachine, { body: request });
}

export function checkIn(portal: string, token: string, request: LicenceRequest): Promise<LicenceResponse> {
  return portalClient(portal, token).call(routes.licences.checkInMachine, { body: request });
}

/** The portal's key set: fetched by LicenceClient from the pinned origin only, for a key id it does not know. */
export async function fetchPublicKeys(portal: string): Promise<LicencePublicKeys> {
  const answer = await fetch(`${portal}${LICENCE_KEYS_PATH}`, { redirect: 'error' });
  if (!answer.ok) throw await apiErrorOf(answer);
  return (await answer.json()) as LicencePublicKeys;
}

/** The latest published version, its zip's URL and SHA-256 (404 NO_RELEASE before the first). */
export function latestRelease(portal: string): Promise<LatestRelease> {
  return portalClient(portal).call(routes.releases.findLatestRelease);
}
