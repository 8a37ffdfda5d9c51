export { RgSettings } from './components/rg-settings.tsx';
