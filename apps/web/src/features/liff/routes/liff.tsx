import { useEffect, useState } from 'react';
import { data, Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { toast } from 'sonner';
import { liffTh } from '../th.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { linkLine } from '../api/link-line.ts';
import { connectLine, loadLiffSdk, type LiffSdk } from '../connect-line.ts';
import { LIFF_PAGES } from '@ug99/contract';
import { isLiffPage, LIFF_TARGETS } from '../targets.ts';
import { AuthPageLink } from '@/shared/ui/auth-page-link.tsx';

export type LiffLoaderData = { page: keyof typeof LIFF_TARGETS; liffId: string | undefined } | { page: null };

/**
 * /liff/{name} (docs/LINE.md#pages): the name must be one of the LIFF pages, anything else is a 404;
 * `/liff` alone is the index of those pages. The router passes `liffId` from the agent config.
 */
export function liffLoader(liffId: () => Promise<string | undefined>) {
  return async ({ params }: LoaderFunctionArgs): Promise<LiffLoaderData> => {
    if (params.name === undefined) return { page: null };
    if (!isLiffPage(params.name)) throw data(null, { status: 404 });
    return { page: params.name, liffId: await liffId() };
  };
}

/** `/liff`: the LINE pages, each a link to its own `/liff/{name}`. */
function LiffIndex() {
  return (
    <div className="space-y-4 rounded-2xl border border-ink-600 bg-ink-800 p-5 text-center">
      <h1 className="text-xl font-bold text-white">{liffTh.indexTitle}</h1>
      <p className="text-base text-muted">{liffTh.indexIntro}</p>
      <ul className="space-y-2">
        {LIFF_PAGES.map((name) => (
          <li key={name}>
            <Link to={`/liff/${name}`} className="btn w-full border border-ink-500 bg-ink-700 text-white">
              {liffTh.pages[name]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Step = 'connecting' | 'member-needed' | 'failed' | 'done';

/**
 * A page opened in LINE's in-app browser. With a LIFF id it logs in with LINE and links the LINE user
 * to the member, then opens the site's page; without one it opens the site's page at once, as a plain
 * link would. `sdk` is for tests: a fake SDK, never the network.
 */
export function LiffPage({ sdk = loadLiffSdk }: { sdk?: () => Promise<LiffSdk> }) {
  const loaded = useLoaderData<LiffLoaderData>();
  return loaded.page === null ? (
    <LiffIndex />
  ) : (
    <LiffConnect sdk={sdk} page={loaded.page} liffId={loaded.liffId} />
  );
}

function LiffConnect({
  sdk,
  page,
  liffId,
}: {
  sdk: () => Promise<LiffSdk>;
  page: keyof typeof LIFF_TARGETS;
  liffId: string | undefined;
}) {
  const memberLoggedIn = useUserStore((s) => s.isLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  // Where LINE's login sends the browser back: this page, as the router knows it.
  const here = new URL(`${location.pathname}${location.search}`, window.location.origin).href;
  const [step, setStep] = useState<Step>(liffId ? 'connecting' : 'done');
  const target = LIFF_TARGETS[page];
  const title = liffTh.pages[page] ?? page;

  useEffect(() => {
    if (!liffId) return;
    let live = true;
    connectLine({ liffId, sdk, memberLoggedIn, link: linkLine, here })
      .then((outcome) => {
        if (!live || outcome === 'redirecting') return;
        if (outcome === 'linked') toast.success(liffTh.linked);
        setStep(outcome === 'linked' ? 'done' : outcome);
      })
      .catch(() => live && setStep('failed'));
    return () => {
      live = false;
    };
  }, [liffId, sdk, memberLoggedIn, here]);

  useEffect(() => {
    if (step === 'done') void navigate(target, { replace: true });
  }, [step, target, navigate]);

  return (
    <div className="space-y-4 rounded-2xl border border-ink-600 bg-ink-800 p-5 text-center">
      <h1 className="text-xl font-bold text-white">{liffTh.heading(title)}</h1>
      <p role="status" className="text-base text-muted">
        {step === 'connecting'
          ? liffTh.connecting
          : step === 'member-needed'
            ? liffTh.loginFirst
            : step === 'failed'
              ? liffTh.lineFailed
              : liffTh.opening(title)}
      </p>
      {step === 'member-needed' && (
        <AuthPageLink page="login" className="btn btn-gold w-full">
          {liffTh.login}
        </AuthPageLink>
      )}
      <Link to={target} replace className="btn w-full border border-ink-500 bg-ink-700 text-white">
        {liffTh.open(title)}
      </Link>
    </div>
  );
}

export function Component() {
  return <LiffPage />;
}
