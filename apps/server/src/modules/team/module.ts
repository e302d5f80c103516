import { defineModule } from '../module';
import * as tables from './tables';

/**
 * A merchant's team: staff members who sign in to work on its data, each with a built-in role or
 * one the owner composes from the screens' actions (contract `team/`). The session check reads a
 * member's role (auth's `viewer.ts`); every call's guard asks it (`plugins/permissions.ts`).
 */
export const teamModule = defineModule({
  name: 'team',
  tables,
});
