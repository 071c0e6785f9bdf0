export * from './envelope';
export * from './errors';
export * from './api/common';
export * from './api/define';
export { actions } from './api/actions';
export type { ActionName, Actions } from './api/actions';
