/**
 * Moved to @/api/cool-off-confirm (it reads the API: hooks/ holds hooks that read no data). Kept only for
 * features/sessions/api/save-session.ts, which issue 36's write rewrite (branch issue-36-writes) owns: delete
 * this file once that import points at @/api/cool-off-confirm.
 */
export { useCoolOffConfirm } from '@/api/cool-off-confirm';
