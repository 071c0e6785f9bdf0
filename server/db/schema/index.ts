export * from './users';
export * from './auth';
export * from './messages';
export * from './config';
export * from './content';
export * from './play';
export * from './billing';
export * from './sync';
