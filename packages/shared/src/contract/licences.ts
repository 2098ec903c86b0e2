import { licenceRequestSchema, licenceResponseSchema, machineListSchema } from '../schemas/licences.js';
import { idParamsSchema } from '../schemas/common.js';
import { API_PATHS } from './api-paths.js';
import { NO_JSON, operation } from './operation.js';

/** The licences the extension runs on, and the machines holding an account's seats. */
export const licences = {
  activateMachine: operation({
    ...API_PATHS.licences.activateMachine,
    access: 'device',
    caller: 'software',
    summary:
      'The signed-in machine takes a seat (or keeps its own) and gets its licence; 409 SEATS_FULL lists the machines holding the seats',
    body: licenceRequestSchema,
    responses: { 200: licenceResponseSchema },
  }),
  checkInMachine: operation({
    ...API_PATHS.licences.checkInMachine,
    access: 'device',
    caller: 'software',
    summary:
      'A machine holding a seat renews its licence; 409 NO_SEAT once its seat was freed, 409 SEATS_FULL once the plan has fewer seats than older machines',
    body: licenceRequestSchema,
    responses: { 200: licenceResponseSchema },
  }),
  listOwnMachines: operation({
    ...API_PATHS.licences.listOwnMachines,
    access: 'user',
    summary: "The signed-in user's machines, which of them hold a seat, and how many seats the plan has",
    responses: { 200: machineListSchema },
  }),
  listMachines: operation({
    ...API_PATHS.licences.listMachines,
    access: 'staff',
    summary: "A customer's machines, for the dashboard: any account for admins, their clients' for resellers",
    params: idParamsSchema,
    responses: { 200: machineListSchema },
  }),
  releaseMachine: operation({
    ...API_PATHS.licences.releaseMachine,
    access: 'user',
    summary: 'Frees a seat and signs the machine out: its owner, an admin, or the reseller whose client it is',
    params: idParamsSchema,
    responses: { 204: NO_JSON },
  }),
};
