import { AGENT_CODE } from '@ug99/contract';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useAgentConfig } from '../api/get-agent-config.ts';

/** The agent's logo from its config; the seed logo is 360×96, drawn here at 32 px (40 px on md+). */
export function AgentLogo() {
  const { data, isPending } = useAgentConfig();
  if (isPending) return <Skeleton className="h-8 w-[120px] md:h-10 md:w-[150px]" />;
  if (!data) {
    return <span className="text-2xl font-bold text-gold-400">{AGENT_CODE.toUpperCase()}</span>;
  }
  return (
    <img
      src={data.info.agent_logo}
      alt={data.info.agent_name}
      width={360}
      height={96}
      fetchPriority="high"
      className="h-8 w-[120px] object-contain object-left md:h-10 md:w-[150px]"
    />
  );
}
