/**
 * The install card (docs/PWA.md#install-prompt). It is drawn by src/app/pwa/boot.tsx, a chunk loaded
 * beside the entry, never with it (docs/rules/member-site.md#first-load).
 */
export { InstallPrompt } from './components/install-prompt.tsx';
