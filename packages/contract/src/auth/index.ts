export * from './login';
export * from './register';
export * from './merchant-info';
