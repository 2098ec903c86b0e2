import { healthSchema } from '../schemas/health.js';
import { operation } from './operation.js';

export const health = {
  checkHealth: operation({
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Liveness and database check',
    responses: { 200: healthSchema, 503: healthSchema },
  }),
};
