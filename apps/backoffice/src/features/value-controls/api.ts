import type { BoValueCaps, BoValueCapUpdate, ValueCreatedQuery, ValueCreatedReport } from '@ug99/contract';
import { boRequest, buildUrl } from '#bo/api/client.ts';

// Operator-created value: its caps and report (docs/BACKOFFICE.md#operator-created-value).

export const CAPS_KEY = ['backoffice', 'value-caps'] as const;

export const fetchCaps = (signal?: AbortSignal) =>
  boRequest<BoValueCaps>('/api/backoffice/value-caps', { signal });

export const saveCap = (key: string, body: BoValueCapUpdate) =>
  boRequest<BoValueCaps>(`/api/backoffice/value-caps/${key}`, { method: 'POST', body });

export const valueCreatedKey = (q: ValueCreatedQuery) =>
  ['backoffice', 'value-created', q.from, q.to] as const;

export const fetchValueCreated = (q: ValueCreatedQuery, signal?: AbortSignal) =>
  boRequest<ValueCreatedReport>('/api/backoffice/reports/value-created', { query: q, signal });

export const valueCreatedCsvUrl = (q: ValueCreatedQuery) =>
  buildUrl('/api/backoffice/reports/value-created.csv', q);
