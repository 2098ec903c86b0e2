import { healthSchema, readinessSchema } from '../schemas/health.js';
import { operation } from './operation.js';

export const health = {
  checkHealth: operation({
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Liveness and database check',
    responses: { 200: healthSchema, 503: healthSchema },
  }),
  checkReadiness: operation({
    method: 'GET',
    path: '/health/ready',
    access: 'public',
    summary: 'Readiness: database reachable and every migration applied (a stopping process answers 503 to everything)',
    responses: { 200: readinessSchema, 503: readinessSchema },
  }),
};
