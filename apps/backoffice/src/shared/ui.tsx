import {
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { formatDateTime } from '#bo/shared/format.ts';
import { th } from '#bo/th.ts';

type Tone = 'primary' | 'secondary' | 'danger';

const TONES: Record<Tone, string> = {
  primary: 'bg-sky-700 text-white hover:bg-sky-800 disabled:bg-sky-300',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'bg-rose-700 text-white hover:bg-rose-800 disabled:bg-rose-300',
};

export function Button({
  tone = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone }) {
  return (
    <button
      type={type}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-bold transition-colors disabled:cursor-not-allowed ${TONES[tone]} ${className}`}
      {...props}
    />
  );
}

/** A labelled input with an optional hint and error, both tied to it for screen readers. */
export function Field({
  label,
  hint,
  error,
  className = '',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; error?: string | null }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-bold text-slate-700">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 aria-invalid:border-rose-600"
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled multi-line input (reasons, notes). */
export function TextArea({
  label,
  value,
  onChange,
  required,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | null;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <textarea
        id={id}
        value={value}
        required={required}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base aria-invalid:border-rose-600"
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      ) : null}
    </Labelled>
  );
}

/** A control with its label above it (a text area, a drop-down). */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-bold text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A message the operator must notice: read out at once by screen readers. */
export function Alert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  const style =
    tone === 'error'
      ? 'border-rose-300 bg-rose-50 text-rose-800'
      : 'border-emerald-300 bg-emerald-50 text-emerald-800';
  return (
    <div role="alert" className={`rounded-lg border px-3 py-2 text-sm ${style}`}>
      {children}
    </div>
  );
}

export function Loading() {
  return (
    <p role="status" className="p-4 text-sm text-slate-600">
      {th.common.loading}
    </p>
  );
}

/** A page's heading and, beside it on a desktop and under it on a phone, its actions. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-bold text-slate-900">{title}</h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

export function Card({
  title,
  children,
  className = '',
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${className}`}>
      {title ? <h2 className="mb-3 text-base font-bold text-slate-800">{title}</h2> : null}
      {children}
    </section>
  );
}

/**
 * Open dialogs by the order they rendered in: a parent renders before the dialog it opens (a
 * confirmation over the menu), so the highest order is the innermost. Effects run child-first, hence
 * the order is taken at render time, not at mount.
 */
let renderOrder = 0;
const openDialogs = new Map<number, HTMLElement | null>();
/** What the dialogs made inert, to give back exactly that when the last one closes. */
const madeInert = new Set<HTMLElement>();

const innermost = () => Math.max(-1, ...openDialogs.keys());

/** Everything on the page but the innermost dialog's layer is inert. */
function refreshInert() {
  const top = openDialogs.get(innermost()) ?? null;
  for (const el of [...document.body.children]) {
    if (!(el instanceof HTMLElement)) continue;
    if (openDialogs.size > 0 && el !== top) {
      if (!el.inert) {
        el.inert = true;
        madeInert.add(el);
      }
    } else if (madeInert.delete(el)) {
      el.inert = false;
    }
  }
}

/**
 * A modal dialog named by its title, drawn over the page at the end of <body>: focus moves into it and
 * back when it closes, Escape closes it (the innermost one only), and everything else on the page is
 * inert while it is open.
 */
export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [order] = useState(() => ++renderOrder);
  // The latest onClose, read when Escape is pressed: callers pass a new function on every render, and
  // re-running the effect for it would move focus back to the first field on every keystroke.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.set(order, panel.current?.parentElement ?? null);
    refreshInert();
    if (innermost() === order)
      panel.current?.querySelector<HTMLElement>('input, textarea, select, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && innermost() === order) close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openDialogs.delete(order);
      refreshInert();
      previous?.focus();
    };
  }, [order]);
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 sm:items-center">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:max-w-md sm:rounded-2xl"
      >
        <h2 id={titleId} className="mb-4 text-lg font-bold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** A choice of one of a few values (a drop-down, tabs): its label, the value chosen and the options. */
type OneOf<V extends string> = {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
};

/** A labelled drop-down. */
export function Select<V extends string>({ label, value, options, onChange }: OneOf<V>) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** Tabs as links of a tab list; the selected one is marked for screen readers. */
export function Tabs<V extends string>({ label, value, options, onChange }: OneOf<V>) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200"
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          aria-selected={o.value === value}
          onClick={() => onChange(o.value)}
          className={`min-h-11 shrink-0 border-b-2 px-4 text-sm font-bold whitespace-nowrap ${
            o.value === value
              ? 'border-sky-700 text-sky-800'
              : 'border-transparent text-slate-600 hover:text-slate-900'
          }`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** "Are you sure?" for an action that cannot be taken back; the action's failure is shown inside. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  tone = 'danger',
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  tone?: Tone;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog title={title} onClose={onClose}>
      <div className="flex flex-col gap-3">
        <div className="text-sm text-slate-700">{message}</div>
        {error ? <Alert>{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button tone="secondary" onClick={onClose}>
            {th.common.cancel}
          </Button>
          <Button tone={tone} disabled={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** Copies a text and says so on the button itself. */
export function CopyButton({
  text,
  label,
  copiedLabel,
}: {
  text: string;
  label: string;
  copiedLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      tone="secondary"
      onClick={() =>
        void navigator.clipboard.writeText(text).then(() => {
          setCopied(true);
        })
      }
    >
      {copied ? copiedLabel : label}
    </Button>
  );
}

/** A file the server makes (a CSV export), downloaded by a link that looks like a secondary button. */
export function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      download
      className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-bold text-slate-800 hover:bg-slate-50"
    >
      {children}
    </a>
  );
}

/**
 * An action on one row of a table: it reads its label, and says to a screen reader which row it acts on
 * (`of`: the row's name or code).
 */
export function RowButton({
  label,
  of,
  tone,
  onClick,
}: {
  label: string;
  of: string;
  tone: 'secondary' | 'danger';
  onClick: () => void;
}) {
  return (
    <Button tone={tone} aria-label={`${label} ${of}`} onClick={onClick}>
      {label}
    </Button>
  );
}

/**
 * Who changed a setting last and when, or what holds while nobody has (`none`), above the row's action:
 * the last column of a settings table (value caps, VIP levels).
 */
export function LastChange({
  by,
  at,
  none,
  children,
}: {
  by: string | null;
  at: string | null;
  none: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-start gap-1 max-sm:items-end">
      <span className="text-xs text-slate-600">
        {at ? (
          <>
            {by}
            <br />
            {formatDateTime(at)}
          </>
        ) : (
          none
        )}
      </span>
      {children}
    </div>
  );
}
