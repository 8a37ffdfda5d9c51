export { PromotionsTeaser } from './components/promotions-teaser.tsx';
