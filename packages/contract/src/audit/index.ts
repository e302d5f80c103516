export * from './outcomes';
export * from './schemas';
export * from './endpoints';
