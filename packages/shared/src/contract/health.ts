import { healthSchema, readinessSchema } from '../schemas/health.js';
import { API_PATHS } from './api-paths.js';
import { operation } from './operation.js';

export const health = {
  checkHealth: operation({
    ...API_PATHS.health.checkHealth,
    access: 'public',
    summary: 'Liveness and database check',
    responses: { 200: healthSchema, 503: healthSchema },
  }),
  checkReadiness: operation({
    ...API_PATHS.health.checkReadiness,
    access: 'public',
    summary: 'Readiness: database reachable and every migration applied (a stopping process answers 503 to everything)',
    responses: { 200: readinessSchema, 503: readinessSchema },
  }),
};
