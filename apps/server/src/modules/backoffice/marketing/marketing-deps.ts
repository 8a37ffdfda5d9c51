import type { writeBackofficeAudit } from '../access/audit.ts';

/** What the marketing use cases need besides the context. */
export type MarketingDeps = {
  audit: typeof writeBackofficeAudit;
  /** Clears the content caches of every instance once a change is committed. */
  contentChanged: () => Promise<void>;
  /** The hosts an https link may lead to (CONTENT_LINK_HOSTS, docs/rules/content.md#links-and-images). */
  contentLinkHosts: readonly string[];
};
