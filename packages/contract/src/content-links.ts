/**
 * Links and images that operators put on the member site (docs/rules/content.md#links-and-images): a
 * link is a path on the site or an `https:` address whose host is on the list the operator configures
 * (CONTENT_LINK_HOSTS, checked by the server); an image is a path on the site (`/media/…`), since the
 * site's Content-Security-Policy shows no image from elsewhere. No zod here: the back office's forms and
 * the server's schemas both use these, and the member site may too without loading zod.
 */

/**
 * A path on this site: one `/` followed by printable ASCII but never a second `/` first (`//host` is
 * another site) nor a backslash anywhere (`/\host` is another site to browsers too); no space, control
 * character or other letters (percent-encode them). A regular expression without look-arounds, so the
 * API's JSON schema carries it and its generators can draw from it.
 */
export const SITE_PATH_PATTERN = /^\/(?:[!-.0-[\]-~][!-[\]-~]*)?$/;
/** An https address written in printable ASCII without a backslash; its host is checked separately. */
export const HTTPS_LINK_PATTERN = /^https:\/\/[!-[\]-~]+$/;
/** Either of the two: the pattern of a content link. */
export const CONTENT_LINK_PATTERN = /^(?:\/(?:[!-.0-[\]-~][!-[\]-~]*)?|https:\/\/[!-[\]-~]+)$/;

export function isSitePath(value: string): boolean {
  return SITE_PATH_PATTERN.test(value);
}

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The lower-case host of an `https://host[:port]/…` address; undefined for anything else, including an
 * address with a user name or password (`https://line.me@evil.example/` leads to evil.example) or a host
 * that is not a plain DNS name.
 */
export function httpsHostOf(value: string): string | undefined {
  if (!HTTPS_LINK_PATTERN.test(value)) return undefined;
  const rest = value.slice('https://'.length);
  const authority = rest.slice(0, rest.search(/[/?#]|$/));
  if (authority.includes('@')) return undefined;
  const host = authority.replace(/:\d{1,5}$/, '').toLowerCase();
  return HOST_NAME.test(host) ? host : undefined;
}

/** A link's shape: a site path or an https address (the host is checked against the list separately). */
export function isContentLinkShape(value: string): boolean {
  return isSitePath(value) || httpsHostOf(value) !== undefined;
}

/**
 * Whether a link may be shown: a site path, or an https address whose host is exactly one on `hosts`
 * (lower case; a subdomain is not its parent).
 */
export function contentLinkAllowed(value: string, hosts: readonly string[]): boolean {
  if (isSitePath(value)) return true;
  const host = httpsHostOf(value);
  return host !== undefined && hosts.includes(host);
}

export const CONTENT_LINK_MESSAGE =
  'ลิงก์ต้องเป็นหน้าในเว็บไซต์ (ขึ้นต้นด้วย / ตัวเดียว เช่น /promotion) หรือที่อยู่ https:// เต็ม ห้ามมีช่องว่างหรือเครื่องหมาย \\';
export const CONTENT_IMAGE_MESSAGE = 'รูปภาพต้องเป็นไฟล์ในเว็บไซต์ ขึ้นต้นด้วย / ตัวเดียว เช่น /media/banner.svg';
