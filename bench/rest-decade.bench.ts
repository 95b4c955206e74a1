/**
 * `npm run bench -- rest-decade`: rest-vs-postgrest.bench.ts with the heavy player of scripts/decade-fixture.ts
 * (ten years: 30,000 slot sessions, 10,000 visits, 2,000 W2Gs) loaded into both databases, and the requests
 * made as that player under RLS: a single-row casino, a single-row slot session and the 50-row list with an embed,
 * without and with the app's user_id filter.
 */
import { compare } from './rest-vs-postgrest.bench';

export default async function (): Promise<void> {
  await compare({ data: 'decade' });
}
