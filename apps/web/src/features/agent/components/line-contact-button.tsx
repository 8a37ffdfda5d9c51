import { agentTh } from '../th.ts';
import { LineBubbleIcon } from '@/shared/ui/icons.tsx';
import { useAgentConfig } from '../api/get-agent-config.ts';

/**
 * Floating LINE chat button (docs/rules/member-site.md#other-ui); the layout places it above the bottom bar
 * within thumb reach (docs/rules/member-site.md#floating-buttons).
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
      className="grid size-11 place-items-center rounded-full sm:size-12 bg-line text-white shadow-lg shadow-black/40 transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
    >
      <LineBubbleIcon className="size-7 sm:size-8" />
    </a>
  );
}
