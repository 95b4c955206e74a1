// Stand-in for `jsr:@supabase/functions-js/edge-runtime.d.ts`, the types-only import that
// `supabase functions new` puts at the top of every function; mapped here by import_map.json
// so it loads offline (JSR is not reachable).
export {};
