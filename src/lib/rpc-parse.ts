/** zod's parse alone, fetched by callRpc with the first answer (a dynamic import of 'zod/mini' itself would fetch all of zod/mini). */
export { safeParse } from 'zod/mini';
