import type { FastifyInstance } from 'fastify';
import {
  boVipLevelParams,
  boVipTermsInput,
  boVipTermsList,
  boVipTermsSaved,
  ok,
  VIP_CALLS,
} from '@ug99/contract';
import type { BackofficeCall } from '@ug99/contract';
import { backofficeResponses, backofficeRoute } from '../access/guard.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { VipTermsService } from './service.ts';

function vipCall(method: BackofficeCall['method'], path: string): BackofficeCall {
  const call = VIP_CALLS.find((c) => c.method === method && c.path === path);
  if (!call) throw new Error(`${method} ${path} is not in VIP_CALLS`);
  return call;
}

/** The VIP levels' terms (docs/BACKOFFICE.md#vip-levels), admins only. */
export function registerVipRoutes(app: FastifyInstance, vip: VipTermsService): void {
  const base = '/api/backoffice/vip/terms';
  backofficeRoute(app, vipCall('GET', base), { response: backofficeResponses(boVipTermsList) }, async () =>
    ok(await vip.list()),
  );
  backofficeRoute(
    app,
    vipCall('POST', `${base}/:level`),
    { params: boVipLevelParams, body: boVipTermsInput, response: backofficeResponses(boVipTermsSaved) },
    async (req) => ok(await vip.save(actorOf(req), req.params.level as 1 | 2, req.body)),
  );
}
