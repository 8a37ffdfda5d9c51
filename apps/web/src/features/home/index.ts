export { BannerCarousel } from './components/banner-carousel.tsx';
export { CategoryTiles } from './components/category-tiles.tsx';
