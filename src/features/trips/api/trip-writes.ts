import type { OutboxVariables } from '@/lib/offline/outbox';
import type { CompAddInput } from '../writes/comp-add';
import type { CostAddInput } from '../writes/cost-add';
import type { ShareCreateInput } from '../writes/share-create';
import type { SuggestionDismissInput } from '../writes/suggestion-dismiss';
import type { TripCreateInput } from '../writes/trip-create';
import type { TripUpdateInput } from '../writes/trip-update';
import type { TripOutboxKind } from './trip-keys';

/** What each trip write sends (besides the player): a create carries the id made when its form opened. */
export type TripOutboxInputs = {
  'trip-create': TripCreateInput;
  'trip-update': TripUpdateInput;
  'trip-delete': string;
  'suggestion-dismiss': SuggestionDismissInput;
  'cost-add': CostAddInput;
  'cost-delete': string;
  'comp-add': CompAddInput;
  'comp-delete': string;
  'share-create': ShareCreateInput;
  'share-revoke': string;
};

type WriteModule<K extends TripOutboxKind> = Promise<{ request(variables: OutboxVariables<TripOutboxInputs[K]>): Promise<void> }>;

/** Each kind's file (../writes/<kind>.ts), fetched when a write of that kind is first sent. */
export const TRIP_WRITE_MODULES: { [K in TripOutboxKind]: () => WriteModule<K> } = {
  'trip-create': () => import('../writes/trip-create'),
  'trip-update': () => import('../writes/trip-update'),
  'trip-delete': () => import('../writes/trip-delete'),
  'suggestion-dismiss': () => import('../writes/suggestion-dismiss'),
  'cost-add': () => import('../writes/cost-add'),
  'cost-delete': () => import('../writes/cost-delete'),
  'comp-add': () => import('../writes/comp-add'),
  'comp-delete': () => import('../writes/comp-delete'),
  'share-create': () => import('../writes/share-create'),
  'share-revoke': () => import('../writes/share-revoke'),
};
