import { agentTh } from '../th.ts';
import { LineBubbleIcon } from '@/shared/ui/icons.tsx';
import { useAgentConfig } from '../api/get-agent-config.ts';

/**
 * Floating LINE chat button (docs/rules/member-site.md#other-ui), above the bottom bar within thumb reach.
 */
export function LineContactButton() {
  const { data } = useAgentConfig();
  if (!data?.info.line_contact_url) return null;
  return (
    <a
      href={data.info.line_contact_url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={agentTh.lineContact}
      className="fixed right-4 bottom-[calc(5.25rem+env(safe-area-inset-bottom))] z-30 grid size-14 place-items-center rounded-full bg-line text-white shadow-lg shadow-black/40 transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
    >
      <LineBubbleIcon className="size-9" />
    </a>
  );
}
