import type { DashboardResult } from '@ug99/contract';
import { boRequest } from '#bo/api/client.ts';

export const fetchDashboard = (signal?: AbortSignal) =>
  boRequest<DashboardResult>('/api/backoffice/dashboard', { signal });
