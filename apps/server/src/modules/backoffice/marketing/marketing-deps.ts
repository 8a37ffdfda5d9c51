import type { ContentChangeDeps } from '#content';
import type { writeBackofficeAudit } from '../access/audit.ts';

/**
 * What the marketing use cases need besides the context: the audit writer, the content caches' clearing
 * and the hosts a content link may lead to.
 */
export type MarketingDeps = ContentChangeDeps & { audit: typeof writeBackofficeAudit };
