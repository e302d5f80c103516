export * from './schemas';
export * from './sheet-rows';
export * from './endpoints';
