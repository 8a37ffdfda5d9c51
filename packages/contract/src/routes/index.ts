export * from './define.ts';
export * from './table.ts';
export * from './wheel.ts';
export * from './wheel-schemas.ts';
