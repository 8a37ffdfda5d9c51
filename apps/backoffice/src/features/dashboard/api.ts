import { operationsCalls } from '@ug99/contract';
import { boCall } from '#bo/api/client.ts';

export const fetchDashboard = (signal?: AbortSignal) => boCall(operationsCalls.dashboard, { signal });
