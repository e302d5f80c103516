export * from './grants';
export * from './roles';
