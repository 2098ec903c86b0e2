import { describe, expect, it } from 'vitest';
import { readUnit } from './portals.js';

describe('the portal processes of the drill', () => {
  it('run with the systemd unit’s settings, the instance being the port', () => {
    const unit = readUnit(3002);
    expect(unit.environment).toMatchObject({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '3002',
      TRUST_PROXY: '127.0.0.1',
    });
    expect(unit.stopTimeoutMs).toBe(90_000);
  });
});
