export * from './login';
export * from './register';
export * from './merchant-info';
export * from './endpoints';
