import { Link, Outlet } from 'react-router';
import { useAgentConfig } from '@/features/agent/index.ts';
import { SandboxRibbon } from '@/features/payment/index.ts';
import { th } from '@/th.ts';

/** Payment steps in a narrow, distraction-free column with a way back home. */
export function PaymentLayout() {
  const sandbox = useAgentConfig().data?.settings.sandbox_payments === true;
  return (
    <div className="flex min-h-dvh flex-col">
      {sandbox && <SandboxRibbon />}
      <header className="border-b border-gold-600/25 bg-ink-900 px-4 py-2">
        <Link to="/" className="link-gold inline-flex min-h-11 items-center">
          {th.errorPage.backHome}
        </Link>
      </header>
      <main id="main" className="mx-auto w-full max-w-[600px] flex-1 p-4">
        <Outlet />
      </main>
    </div>
  );
}
