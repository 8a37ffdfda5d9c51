import { memberTh } from '../th.ts';

export type VipTier = 'hero' | 'gold' | 'guest';

/**
 * docs/rules/member-site.md#member-panel: vip_level 2 is hero, 1 is gold, anything else (0, unknown, not
 * loaded yet) is guest.
 */
export function vipTier(level: number | null | undefined): VipTier {
  if (level === 2) return 'hero';
  if (level === 1) return 'gold';
  return 'guest';
}

export function vipLabel(level: number | null | undefined): string {
  return memberTh.vip[vipTier(level)];
}

/** Small badges drawn for this site: a red shield with a gold star (hero), a gold crown, a plain figure. */
export function VipIcon({
  level,
  className = 'size-10',
}: {
  level: number | null | undefined;
  className?: string;
}) {
  const tier = vipTier(level);
  return (
    <svg viewBox="0 0 40 40" className={className} data-vip={tier} aria-hidden="true" focusable="false">
      <circle
        cx="20"
        cy="20"
        r="19"
        fill="#141a2b"
        stroke={tier === 'guest' ? '#4a5578' : '#f5c542'}
        strokeWidth="2"
      />
      {tier === 'hero' && (
        <>
          <path
            d="M20 7l10 3.6v7.6c0 6.6-4.3 11.6-10 14.3-5.7-2.7-10-7.7-10-14.3v-7.6L20 7z"
            fill="#c8102e"
          />
          <path
            d="M20 12.5l2.1 4.4 4.8.6-3.5 3.3.9 4.8-4.3-2.4-4.3 2.4.9-4.8-3.5-3.3 4.8-.6z"
            fill="#f5c542"
          />
        </>
      )}
      {tier === 'gold' && (
        <>
          <path d="M9 15l6 4.5L20 11l5 8.5 6-4.5-2.4 12H11.4L9 15z" fill="#f5c542" />
          <rect x="11.4" y="28.5" width="17.2" height="3" rx="1" fill="#e0ac2a" />
          <circle cx="20" cy="11" r="1.6" fill="#fff0a6" />
        </>
      )}
      {tier === 'guest' && (
        <>
          <circle cx="20" cy="15.5" r="5" fill="#aab2c3" />
          <path d="M10.5 30c1.2-5 5-7.8 9.5-7.8s8.3 2.8 9.5 7.8" fill="#aab2c3" />
        </>
      )}
    </svg>
  );
}
