import { valueControlCalls } from '@ug99/contract';
import type { BoValueCapUpdate, ValueCreatedQuery } from '@ug99/contract';
import { boCall, boCallUrl } from '#bo/api/client.ts';

// Operator-created value: its caps and report (docs/BACKOFFICE.md#operator-created-value).

export const CAPS_KEY = ['backoffice', 'value-caps'] as const;

export const fetchCaps = (signal?: AbortSignal) => boCall(valueControlCalls.caps, { signal });

export const saveCap = (key: string, body: BoValueCapUpdate) =>
  boCall(valueControlCalls.setCap, { params: { key }, body });

export const valueCreatedKey = (q: ValueCreatedQuery) =>
  ['backoffice', 'value-created', q.from, q.to] as const;

export const fetchValueCreated = (q: ValueCreatedQuery, signal?: AbortSignal) =>
  boCall(valueControlCalls.valueCreated, { query: q, signal });

export const valueCreatedCsvUrl = (q: ValueCreatedQuery) =>
  boCallUrl(valueControlCalls.valueCreatedCsv, { query: q });
