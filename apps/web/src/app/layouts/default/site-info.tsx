import { th } from '@/th.ts';
import { useAgentConfig } from '@/features/agent/index.ts';

/**
 * The operator's licence text and minimum age, both configuration
 * (docs/rules/responsible-gaming.md#licence-and-jurisdiction).
 */
export function SiteInfo() {
  const settings = useAgentConfig().data?.settings;
  if (!settings) return null;
  return (
    <div className="mx-auto max-w-[1280px] space-y-2 px-4 pt-10 pb-4 text-center text-base text-muted">
      <p
        aria-hidden="true"
        className="mx-auto grid size-10 place-items-center rounded-full border-2 border-red-400 text-sm font-bold text-red-300"
      >
        {settings.min_age}+
      </p>
      <p className="sr-only">{th.footer.minAge(settings.min_age)}</p>
      {settings.licence_text && <p className="mx-auto max-w-[720px]">{settings.licence_text}</p>}
    </div>
  );
}
