/** The battles' HTTP actions (contract/api/battles.ts) and the categories to pick from; the screens show every error themselves. */
import { currentLanguageParam } from '../../lib/language-param';
import { callAction } from '../../lib/request/request';

const quiet = (signal?: AbortSignal) => ({ displayToast: false, signal });

export interface CreateRoomInput {
  readonly room_type: 'private' | 'public';
  readonly category: number | null;
  readonly no_of_que: number;
  readonly entry_fee: number;
}

export const battlesApi = {
  categories: (signal: AbortSignal) => callAction('get_categories', { type: 'quiz_zone', ...currentLanguageParam() }, quiet(signal)),
  createRoom: (input: CreateRoomInput) => callAction('create_room', { ...input, ...currentLanguageParam() }, quiet()),
  statistics: (query: { readonly offset: number; readonly limit: number; readonly sort: 'played_at' | 'my_points'; readonly order: 'asc' | 'desc' }, signal: AbortSignal) =>
    callAction('get_battle_statistics', query, quiet(signal)),
};
