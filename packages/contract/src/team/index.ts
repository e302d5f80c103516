export * from './grants';
export * from './roles';
export * from './schemas';
export * from './endpoints';
