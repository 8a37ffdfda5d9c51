import type { Notification } from '@ug99/contract';
import { STORAGE_KEYS } from '@/shared/store/keys.ts';

/**
 * Which announcements the member has seen in this browser, by closing the dialog that showed them
 * (docs/rules/member-site.md#on-arrival). Seen on closing rather than on opening: a reload while the
 * dialog is still up shows it again, since nobody has dismissed it.
 * An announcement is known by its id and a fingerprint of what it says: announcements carry no version,
 * so an edited one (new text or image under the same id) counts as new and opens again.
 */
export function announcementKey(item: Notification): string {
  return `${item.id}:${fingerprint(`${item.image}\n${item.title}\n${item.description}`)}`;
}

/** FNV-1a, 32 bits: short, stable across browsers, and enough to tell one text from its edit. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

function readSeen(): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.announcementsSeen) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((key) => typeof key === 'string') : []);
  } catch {
    // Storage blocked or a foreign value: treat everything as unseen rather than fail the layout.
    return new Set();
  }
}

export function hasUnseenAnnouncement(list: readonly Notification[]): boolean {
  const seen = readSeen();
  return list.some((item) => !seen.has(announcementKey(item)));
}

/**
 * Remembers exactly the current list: withdrawn announcements drop out, so the stored list never grows
 * beyond what the operator is announcing now.
 */
export function rememberAnnouncementsSeen(list: readonly Notification[]): void {
  try {
    localStorage.setItem(STORAGE_KEYS.announcementsSeen, JSON.stringify(list.map(announcementKey)));
  } catch {
    // Storage full or blocked (private mode): the announcements simply open again next time.
  }
}
