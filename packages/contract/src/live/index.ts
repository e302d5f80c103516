export * from './schemas';
export * from './video-orders';
export * from './endpoints';
